import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { Deferred } from '../Deferred';
import { lazyWithPreload } from '../lazy-with-preload';
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

describe('a component loaded apart from its screen', () => {
  const Sheet = ({ label }: { label: string }) => <p>{label}</p>;

  it('loads its code once, whether preloaded first or rendered first, and then renders', async () => {
    const load = jest.fn(async () => Sheet);
    const sheet = lazyWithPreload(load);
    await Promise.all([sheet.preload(), sheet.preload()]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <sheet.Component label="bet sheet" />
      </Suspense>,
    );
    expect(await screen.findByText('bet sheet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (offline before the chunk was cached)', async () => {
    const load = jest.fn<Promise<typeof Sheet>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Sheet);
    const sheet = lazyWithPreload(load);
    await expect(sheet.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>loading</p>}>
        <sheet.Component label="bet sheet" />
      </Suspense>,
    );
    expect(await screen.findByText('bet sheet')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
