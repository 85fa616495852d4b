import { batchesSuite } from './batches-suite.js';

batchesSuite('postgres');
