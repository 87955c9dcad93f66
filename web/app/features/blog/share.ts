/** Where each network's share page lives; the article's canonical URL (and, for X, its title) goes along. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

/** Share pages open in a 600x400 popup, centred over the current window. */
export const POPUP = { width: 600, height: 400 } as const;

export function popupFeatures(screenLeft: number, screenTop: number, outerWidth: number, outerHeight: number): string {
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - POPUP.height) / 2));
  return `popup=yes,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`;
}
