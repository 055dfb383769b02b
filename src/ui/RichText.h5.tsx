// H5: the sanitised node tree (domain/portal/rich-text.ts) as React elements. Taro's RichText would do the same
// through its web component, but using it brings that component's code into a chunk of the first route. The tree holds
// only allowed tags and attributes; React sets them as attributes and text as text, never as HTML.
import { createElement, type ReactNode } from 'react';

import type { RichNode } from '../domain/portal';
import './RichText.css';

const REACT_NAMES: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function render(nodes: RichNode[], path: string): ReactNode[] {
  return nodes.map((n, i) => {
    const key = `${path}.${i}`;
    if (n.type === 'text') return n.text;
    const props: Record<string, string> = { key };
    for (const [name, value] of Object.entries(n.attrs)) props[REACT_NAMES[name] ?? name] = value;
    // A link leaves the app's pages in a new tab, so the portal stays where it was.
    if (n.name === 'a' && props.href?.startsWith('https://')) Object.assign(props, { target: '_blank', rel: 'noopener noreferrer' });
    return createElement(n.name, props, ...(n.children.length ? render(n.children, key) : []));
  });
}

export function RichText({ nodes, className, testId }: { nodes: RichNode[]; className?: string; testId?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} data-testid={testId}>
      {render(nodes, 'n')}
    </div>
  );
}
