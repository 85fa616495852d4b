import * as fk from 'fontkit';
import { makeFont } from '../test/support/assets.js';
const f: any = fk.create(makeFont());
console.log(f.familyName, f.postscriptName, f['OS/2'].usWeightClass, f.name.records.preferredFamily);
