import { act, render, screen } from '@testing-library/react';
import { AppProvider } from '../../app/provider';
import { serveApi } from '../../testing/fixtures';
import { system } from '../../testing/render';
import { createTestStore } from '../../testing/store';
import { api } from '../../api/base';

// Issue 31: every error body carries the server's request id, and the app shows it under the error,
// so support can find the call's log from a player's screenshot.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }) }),
});

describe('an error toast', () => {
  it('shows the server message and, small under it, the request id to quote', async () => {
    const requestId = '2f1c6a53-8d3e-4a9b-9c1e-5b7d0f4e6a21';
    serveApi({ 'POST /probe': () => new Response(JSON.stringify({ statusCode: 400, message: 'Số dư không đủ', requestId }), { status: 400, headers: { 'content-type': 'application/json' } }) });
    const store = createTestStore({});
    render(<AppProvider store={store} system={system}>{null}</AppProvider>);
    await act(async () => void (await store.dispatch(probeApi.endpoints.probe.initiate())));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Số dư không đủ');
    expect(toast).toHaveTextContent(`Mã tra cứu: ${requestId}`);
  });

  it('shows no reference when the answer carries none (no network, an old server)', async () => {
    serveApi({ 'POST /probe': () => new Response(JSON.stringify({ statusCode: 400, message: 'Số dư không đủ' }), { status: 400, headers: { 'content-type': 'application/json' } }) });
    const store = createTestStore({});
    render(<AppProvider store={store} system={system}>{null}</AppProvider>);
    await act(async () => void (await store.dispatch(probeApi.endpoints.probe.initiate())));
    expect(await screen.findByRole('alert')).toHaveTextContent('Số dư không đủ');
    expect(screen.queryByText(/Mã tra cứu/)).toBeNull();
  });
});
