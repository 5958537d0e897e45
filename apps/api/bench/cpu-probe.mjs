/**
 * Loaded into a server under test by bench/cpu-per-request.ts (`node --import ./bench/cpu-probe.mjs
 * <server>`): answers its parent, over the IPC channel and so off the measured path, with the process's CPU
 * time so far, and starts and stops V8's profiler on request. Plain JavaScript, so a built server runs as it
 * is, without tsx.
 */
import { Session } from 'node:inspector/promises';

const profiler = new Session();

process.on('message', async (message) => {
  const ask = message?.ask;
  if (ask === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send({ cpuMicros: user + system });
  } else if (ask === 'profile-start') {
    profiler.connect();
    await profiler.post('Profiler.enable');
    // 100 µs rather than V8's default 1 ms: a request takes tens of microseconds.
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
    process.send({ done: true });
  } else if (ask === 'profile-stop') {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    process.send({ profile });
  }
});
// Listening on the channel would keep the process alive after the server closes: it does not.
process.channel?.unref();
