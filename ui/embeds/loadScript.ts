/**
 * Loads a third-party script once per page load, for embeds that need one (HubSpot's forms): every caller
 * of the same URL shares one `<script>` element and one promise, which resolves when it has run and
 * rejects when it fails to load (blocked, offline). Browser only.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`The script ${src} did not load`));
      });
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
