import { render, screen } from '@testing-library/react';

import { BOUNDARY_TEXT, ErrorBoundary } from '../../src/ui/ErrorBoundary';

function Broken(): JSX.Element {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a clear message and a way back instead of a white screen', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText(BOUNDARY_TEXT.title)).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.back)).toBeTruthy();
    expect(screen.getByText(BOUNDARY_TEXT.reload)).toBeTruthy();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <span>内容</span>
      </ErrorBoundary>,
    );
    expect(screen.getByText('内容')).toBeTruthy();
    expect(screen.queryByText(BOUNDARY_TEXT.title)).toBeNull();
  });
});
