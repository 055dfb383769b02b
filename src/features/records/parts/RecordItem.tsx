import { Block, Inline, Thumb } from './row-elements';
import { onKeys } from '../../../ui/a11y';
import { pictureUrl } from '../../../ui/picture-url';

/** One line of a record under its title: a field's label and its text; an image field's first picture. */
export interface RowLine {
  key: string;
  label: string;
  text: string;
  picture?: string;
}

/**
 * A record's title and field lines as a link to its detail, as the Lists rows and the Search results show it
 * (H5: a tab stop that Enter follows, as a link does; the mini program ignores those props). Built of row-elements:
 * plain elements on H5.
 */
export function RecordItem({ title, lines, onOpen }: { title: string; lines: readonly RowLine[]; onOpen: () => void }) {
  return (
    <Block className="records__item" role="link" tabIndex={0} onKeyDown={onKeys(onOpen)}>
      <Inline className="records__title">{title}</Inline>
      {lines.map((line) => {
        const picture = pictureUrl(line.picture);
        return (
          <Block key={line.key} className="records__line">
            <Inline className="records__label">{line.label}</Inline>
            {/* An image field: its first picture in a box the line's height, named by the pictures' names. */}
            {picture ? <Thumb src={picture} alt={line.text} /> : <Inline className="records__value">{line.text}</Inline>}
          </Block>
        );
      })}
    </Block>
  );
}
