// The load client of bench/http-load.ts: node http-load-client.mjs HOST PORT PATH CLIENTS SECONDS
// (cookie in LOAD_COOKIE). One warm-up second, then SECONDS measured; prints one JSON line.
import net from 'node:net';

const [host, port, path, clients, seconds] = process.argv.slice(2);
const request = Buffer.from(
  `GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nCookie: ${process.env.LOAD_COOKIE ?? ''}\r\n\r\n`,
);
const HEAD_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection in a loop until `until`; latencies after `from` go to `samples`. */
function connection(samples, from, until) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), host);
    socket.setNoDelay(true);
    let chunks = [];
    let size = 0;
    let need = -1;
    let t0 = 0;
    let answered = 0;
    let bytes = 0;
    const send = () => {
      if (performance.now() >= until) {
        socket.end();
        return resolve({ answered, bytes });
      }
      t0 = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (data) => {
      chunks.push(data);
      size += data.length;
      if (need < 0) {
        const all = Buffer.concat(chunks);
        chunks = [all];
        const end = all.indexOf(HEAD_END);
        if (end < 0) return;
        const head = all.subarray(0, end).toString('latin1');
        const status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (status !== 200 || !length) return reject(new Error(`${path}: ${head.split('\r\n')[0]}`));
        need = end + HEAD_END.length + Number(length[1]);
      }
      if (size < need) return;
      const done = performance.now();
      if (t0 >= from) {
        samples.push(done - t0);
        answered += 1;
        bytes = need;
      }
      chunks = [];
      size = 0;
      need = -1;
      send();
    });
  });
}

const samples = [];
const start = performance.now();
const from = start + 1000;
const until = from + Number(seconds) * 1000;
const results = await Promise.all(
  Array.from({ length: Number(clients) }, () => connection(samples, from, until)),
);
const elapsed = (performance.now() - from) / 1000;
process.stdout.write(
  JSON.stringify({
    samples,
    perSecond: samples.length / elapsed,
    bytes: Math.max(...results.map((r) => r.bytes)),
    perClient: results.map((r) => r.answered),
  }),
);
