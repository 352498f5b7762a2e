import { render, screen } from '@testing-library/react';
import { Deferred } from '../Deferred';
import { MountOnOpen } from '../MountOnOpen';

describe('a dialog mounted on first open', () => {
  it('is not in the page until opened, then stays (so a closing dialog can still animate out)', () => {
    const view = render(
      <MountOnOpen open={false}>
        <p>sheet</p>
      </MountOnOpen>,
    );
    expect(screen.queryByText('sheet')).not.toBeInTheDocument();
    view.rerender(
      <MountOnOpen open>
        <p>sheet</p>
      </MountOnOpen>,
    );
    expect(screen.getByText('sheet')).toBeInTheDocument();
    view.rerender(
      <MountOnOpen open={false}>
        <p>sheet</p>
      </MountOnOpen>,
    );
    expect(screen.getByText('sheet')).toBeInTheDocument();
  });
});

describe('a deferred part of a screen', () => {
  it('is drawn a task after the rest', async () => {
    render(
      <>
        <p>above the fold</p>
        <Deferred>
          <p>below the fold</p>
        </Deferred>
      </>,
    );
    expect(screen.getByText('above the fold')).toBeInTheDocument();
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
  });
});
