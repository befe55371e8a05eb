// Receives the sandbox's Live for Speed OutSim (OutSimPack2, OutSim Opts 1ff) and OutGauge
// packets with node-insim's own decoders and writes each decoded packet as one JSON line:
//   {"stream":"outsim"|"outgauge","arrivedMs":<ms since this script started>,"packet":{...}}
// It prints "ready" once both sockets listen, and stops after SECONDS or when told (SIGTERM,
// SIGINT, or its standard input closing).
//
// usage: node receive-telemetry.js OUTSIM_PORT OUTGAUGE_PORT OUT_FILE [SECONDS] [OUTSIM_OPTS_HEX]
'use strict';

const fs = require('fs');
const { OutSim, OutGauge } = require('node-insim');

const [outSimPort, outGaugePort, outFile, seconds, optsHex] = process.argv.slice(2);
if (!outSimPort || !outGaugePort || !outFile) {
  console.error('usage: node receive-telemetry.js OUTSIM_PORT OUTGAUGE_PORT OUT_FILE [SECONDS] [OUTSIM_OPTS_HEX]');
  process.exit(2);
}

const out = fs.createWriteStream(outFile);
const t0 = process.hrtime.bigint();
const sinceStartMs = () => Number(process.hrtime.bigint() - t0) / 1e6;
const withoutRaw = (key, value) => (key === '_raw' || key === 'SIZE_MULTIPLIER' ? undefined : value);
let listening = 0;

function write(stream, packet) {
  out.write(JSON.stringify({ stream, arrivedMs: sinceStartMs(), packet }, withoutRaw) + '\n');
}

function listened() {
  listening += 1;
  if (listening === 2) {
    console.log('ready');
  }
}

const outSim = new OutSim();
outSim.on('connect', listened);
outSim.on('packet', (packet) => write('outsim', packet));
outSim.connect({ Host: '127.0.0.1', Port: Number(outSimPort), OutSimOpts: parseInt(optsHex || '1ff', 16) });

const outGauge = new OutGauge();
outGauge.on('connect', listened);
outGauge.on('packet', (packet) => write('outgauge', packet));
outGauge.connect({ Host: '127.0.0.1', Port: Number(outGaugePort) });

let stopping = false;
function stop() {
  if (stopping) {
    return;
  }
  stopping = true;
  outSim.disconnect();
  outGauge.disconnect();
  out.end(() => process.exit(0));
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
if (seconds) {
  setTimeout(stop, Number(seconds) * 1000);
}
