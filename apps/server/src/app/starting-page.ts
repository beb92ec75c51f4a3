/**
 * The page a browser gets when it asks for the app while `npm start` is still building it and the wait ran out:
 * the server's own, since the app's texts are part of the build it waits for. German first (the product's
 * default), English below; it reloads itself and says so.
 */
const texts = {
  de: {
    title: 'Baylytics startet',
    body: 'Die Anwendung wird gerade vorbereitet. Bitte laden Sie die Seite in einem Moment neu; sie versucht es in wenigen Sekunden auch selbst.',
  },
  en: {
    title: 'Baylytics is starting',
    body: 'The application is being prepared. Please reload the page in a moment; it also tries again by itself in a few seconds.',
  },
} as const;

/** Seconds after which the page asks again (its refresh and the answer's Retry-After). */
export const startingPageRetrySeconds = 5;

export const startingPage = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${startingPageRetrySeconds}">
<title>${texts.de.title} · ${texts.en.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#212529}h1{font-size:1.4rem;margin-bottom:.25rem}section+section{margin-top:2rem}</style>
</head>
<body>
<section lang="de"><h1>${texts.de.title}</h1><p>${texts.de.body}</p></section>
<section lang="en"><h1>${texts.en.title}</h1><p>${texts.en.body}</p></section>
</body>
</html>
`;
