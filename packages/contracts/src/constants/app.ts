/** docs/product/roles.md: the teacher id used for schedule loading and as the approval default. */
export const DEFAULT_TEACHER_ID = 1;

export const LOCAL_API_PORT = 3002;
export const API_BASE_PATH = '/api';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
