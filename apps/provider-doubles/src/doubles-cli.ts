/** `pnpm dev`: every provider double on its own port, in one process. */
import './solapi/solapi-double-cli.js';
import './toss/toss-double-cli.js';
