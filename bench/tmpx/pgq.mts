import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', max: 2 });
const c = await pool.connect();
await c.query('create temp table t(id serial primary key, h text unique, a int, b text, d text)');
for (let i = 0; i < 1000; i++) await c.query('insert into t(h,a,b,d) values($1,$2,$3,$4)', ['h' + i, i, 'x', 'y']);
const sql = 'select "id", "a", "b" from "t" where "h" = $1 and "d" is not null';
async function run(named: boolean, gapMs: number) {
  const ts: number[] = [];
  for (let i = 0; i < 400; i++) {
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    const t = performance.now();
    await c.query(named ? { name: 'q1', text: sql, values: ['h' + (i % 1000)] } : { text: sql, values: ['h' + (i % 1000)] });
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b);
  return ts[200].toFixed(3);
}
for (let k = 0; k < 2; k++) console.log('unnamed', await run(false, 0), 'named', await run(true, 0), 'unnamed gap', await run(false, 8), 'named gap', await run(true, 8));
c.release(); await pool.end();
