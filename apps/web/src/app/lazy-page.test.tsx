import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test/console-guard';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, preloadModule } from './lazy-page';

class CatchError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error instanceof ChunkLoadError ? <p>failed: {error.chunk}</p> : this.props.children;
  }
}

function renderLazy(load: () => Promise<{ SamplePage: () => ReactNode }>) {
  const Page = lazyPage(load, 'SamplePage');
  render(
    <CatchError>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </CatchError>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('when the chunk loads, then the named export renders', async () => {
    renderLazy(async () => ({ SamplePage: () => <h1>sample</h1> }));
    expect(await screen.findByRole('heading', { name: 'sample' })).toBeInTheDocument();
  });

  it('when the chunk was preloaded, then the first render shows the page, not the loading state', async () => {
    const load = async () => ({ SamplePage: () => <h1>preloaded</h1> });
    await preloadModule(load);
    renderLazy(load);
    expect(screen.getByRole('heading', { name: 'preloaded' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('when a preload is still on its way, then the page suspends as usual', async () => {
    const load = async () => ({ SamplePage: () => <h1>later</h1> });
    const preload = preloadModule(load);
    renderLazy(load);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await preload;
    expect(await screen.findByRole('heading', { name: 'later' })).toBeInTheDocument();
  });

  it('when the import fails, then a ChunkLoadError names the chunk', async () => {
    // React reports an error its boundary caught.
    expectConsoleError('ChunkLoadError: Failed to load the "SamplePage" chunk');
    renderLazy(() => Promise.reject(new Error('network')));
    expect(await screen.findByText('failed: SamplePage')).toBeInTheDocument();
  });

  it('when the chunk takes longer than 120 s, then it fails with the chunk name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expectConsoleError('ChunkLoadError: Failed to load the "SamplePage" chunk');
    renderLazy(() => new Promise(() => undefined));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS));
    expect(await screen.findByText('failed: SamplePage')).toBeInTheDocument();
  });
});
