import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

// btree_gist lets exclusion constraints mix equality (room, teacher) with range overlap.
export const PGLITE_EXTENSIONS = { btree_gist };
