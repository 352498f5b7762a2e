/** A short two-note chime (about 0.3 s) made with Web Audio: no file to download or cache. */
export function playChime(): void {
  const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const start = context.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.25, start + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + i * 0.12);
      oscillator.stop(start + i * 0.12 + 0.18);
    }
    setTimeout(() => void context.close(), 600);
  } catch {
    // Browsers may refuse sound before the first tap; the dialog still shows.
  }
}

/** How long a tab keeps a notification's sound claimed: the other tabs' sockets deliver it well within. */
export const SOUND_CLAIM_MS = 30_000;

/**
 * Whether this tab is the one to play the sound of notification `id`: the first of the player's
 * tabs to ask (a Web Lock named for it, taken only if free and held a while), so that tabs whose
 * sockets all deliver the same result play it once between them. Without Web Locks: this tab.
 */
export function claimSound(id: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    locks
      .request(`notification-sound:${id}`, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return lock ? new Promise<void>((done) => setTimeout(done, SOUND_CLAIM_MS)) : undefined;
      })
      .catch(() => resolve(true));
  });
}
