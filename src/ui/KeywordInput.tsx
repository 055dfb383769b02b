import { Input } from './Input';

interface Props {
  /** The form name the browser and tests know the box by. */
  name: string;
  /** Spoken label; also the placeholder unless one is given: a keyword box shows what it searches. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** The keyboard's search/confirm key. */
  onSearch?: () => void;
  className?: string;
  maxLength?: number;
  /** Comment boxes confirm with 发送, not 搜索. */
  confirmType?: 'search' | 'send' | 'done';
}

/** The one keyword box of the product (lists, search, pickers, comments): labelled, search key on the keyboard. */
export function KeywordInput({ name, label, placeholder = label, value, onChange, onSearch, className, maxLength, confirmType = 'search' }: Props) {
  return (
    <Input
      {...(className === undefined ? {} : { className })}
      name={name}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      confirmType={confirmType}
      {...(maxLength === undefined ? {} : { maxLength })}
      onChange={(next: string) => onChange(next)}
      {...(onSearch ? { onConfirm: () => onSearch() } : {})}
    />
  );
}
