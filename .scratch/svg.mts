import { inspectFile } from '../src/modules/assets/inspect.js';
const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="alert(1)">
  <script>alert('x')</script>
  <rect width="40" height="20" fill="#0a0" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
</svg>`;
try { const r = await inspectFile(Buffer.from(SVG)); console.log(r.body.toString(), r.width, r.height); } catch (e) { console.log('ERR', e); }
