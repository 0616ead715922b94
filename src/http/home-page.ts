// What `/` answers: a small page saying what this server is and where to go. The demo
// programs' website is this server's own URL, so a demo referral link lands here too: the page
// says how to point a program at the shop instead. Static HTML, no script, nothing loaded
// from elsewhere.
export const homePageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rally</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 42rem; margin: 3rem auto; padding: 0 1rem; color: #1f2328; }
code { background: #f3f4f6; padding: 0.1rem 0.3rem; border-radius: 4px; }
pre { background: #f3f4f6; padding: 0.75rem; border-radius: 6px; overflow-x: auto; }
</style>
</head>
<body>
<h1>Rally</h1>
<p>This server runs affiliate, refer-a-friend and newsletter-referral programs. It has no pages of
its own for shoppers: it answers API calls and tracks referral links for your shop.</p>
<ul>
<li><a href="/graphql">GraphQL</a> (GraphiQL in a browser)</li>
<li><a href="/v1/docs">REST API reference</a> (<a href="/v1/openapi.json">OpenAPI document</a>)</li>
<li><a href="/health">Health</a> and <a href="/health/ready">readiness</a></li>
<li>Partners of an Affiliate program: its portal at <code>/portal/&lt;program public id&gt;</code></li>
</ul>
<h2>Came here from a referral link?</h2>
<p>Referral links send visitors to the program's website. A program whose website is this
server's own address (as the demo programs' is) lands them here. Point the program at your
shop with its API key:</p>
<pre>curl -X PUT -H "Authorization: Bearer $KEY" -H "Content-Type: application/json" \\
  -d '{"website":"https://shop.example"}' https://your-rally-host/v1/program</pre>
</body>
</html>
`;
