// The yardstick of `pnpm bench`: a bare node:http handler answering the API's envelope, with no
// framework, middleware or database. Endpoint figures are divided by this one, measured in the
// same run on the same machine, so the ratio stays comparable across machines and noise.
import { createServer } from 'node:http';

const body = JSON.stringify({ success: true, message: '', data: null });
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
