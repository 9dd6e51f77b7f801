/** The built index.html as the prerenderer fills it, reduced to what it fills: title, description, favicon. */
export const pageTemplate = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Placeholder</title>
    <meta name="description" content="Placeholder" />
  </head>
  <body><div id="root"></div></body>
</html>`;
