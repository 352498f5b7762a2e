/** The brand name the server wrote into the page (`<meta name="application-name">`). */
export function brandName(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'Lumina Design';
}
