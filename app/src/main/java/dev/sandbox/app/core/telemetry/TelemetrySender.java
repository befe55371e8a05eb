package dev.sandbox.app.core.telemetry;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * Sends OutSim and OutGauge packets over UDP from a thread of its own, so that sending never
 * holds up a frame: the frame only {@link #offer}s its latest sample (one reference written),
 * and at each tick of the packet rate the sender builds its packets from the latest sample
 * there is. Ticks are kept on a fixed schedule of wall-clock time; a late tick sends once and
 * the schedule goes on from now, never in a burst.
 *
 * <p>The socket is not connected: a port where nobody listens answers with ICMP "port
 * unreachable", which only a connected socket reports, so it costs nothing. A send that fails
 * all the same (no route to the host) is reported once per stream and the sender keeps trying.
 */
public final class TelemetrySender implements AutoCloseable {

    private final TelemetryOutConfig config;
    private final Consumer<String> report;
    private final AtomicReference<TelemetrySample> latest = new AtomicReference<>();
    private final AtomicLong outSimSent = new AtomicLong();
    private final AtomicLong outGaugeSent = new AtomicLong();
    private final DatagramChannel channel;
    private final Thread thread;
    private volatile boolean running = true;

    /**
     * Opens the socket and starts the sender thread.
     *
     * @param config the streams, their rate and options
     * @param report told one line when a stream's packets cannot be sent (once per stream)
     * @throws IOException when no UDP socket can be opened
     */
    public TelemetrySender(TelemetryOutConfig config, Consumer<String> report) throws IOException {
        this.config = config;
        this.report = report;
        this.channel = DatagramChannel.open();
        channel.configureBlocking(true);
        this.thread = new Thread(this::run, "live-telemetry");
        thread.setDaemon(true);
        thread.setPriority(Thread.NORM_PRIORITY + 1);
        thread.start();
    }

    /**
     * Hands the sender the latest sample; returns at once.
     *
     * @param sample the latest sample of the live drive
     */
    public void offer(TelemetrySample sample) {
        latest.set(sample);
    }

    /** @return OutSim packets sent so far */
    public long outSimSent() {
        return outSimSent.get();
    }

    /** @return OutGauge packets sent so far */
    public long outGaugeSent() {
        return outGaugeSent.get();
    }

    /** Stops the thread and closes the socket. */
    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
        try {
            thread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            channel.close();
        } catch (IOException e) {
            // nothing left to send
        }
    }

    private void run() {
        Stream outSim = config.outSim() == null ? null : new Stream("OutSim", config.outSim().address(),
                OutSimOptions.packetBytes(config.outSimOpts(), config.outSimId()), outSimSent);
        Stream outGauge = config.outGauge() == null ? null : new Stream("OutGauge", config.outGauge().address(),
                OutGaugeEncoder.packetBytes(config.outGaugeId()), outGaugeSent);
        OutSimEncoder sim = new OutSimEncoder(config.outSimOpts(), config.outSimId());
        OutGaugeEncoder gauge = new OutGaugeEncoder(config.outGaugeId());
        long periodNs = Math.round(TimeUnit.SECONDS.toNanos(1) / config.rateHz());
        long next = System.nanoTime();
        while (running) {
            long wait = next - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
                continue;
            }
            TelemetrySample s = latest.get();
            if (s != null) {
                if (outSim != null) {
                    sim.encode(s, outSim.buffer);
                    outSim.send();
                }
                if (outGauge != null) {
                    gauge.encode(s, outGauge.buffer);
                    outGauge.send();
                }
            }
            next += periodNs;
            long now = System.nanoTime();
            if (now - next > periodNs) {
                next = now; // fell behind (a stalled machine): carry on from now, no burst
            }
        }
    }

    /** One stream: its address, packet buffer and count. */
    private final class Stream {
        private final String name;
        private final InetSocketAddress address;
        private final ByteBuffer buffer;
        private final AtomicLong sent;
        private boolean reported;

        Stream(String name, InetSocketAddress address, int bytes, AtomicLong sent) {
            this.name = name;
            this.address = address;
            this.buffer = ByteBuffer.allocate(bytes);
            this.sent = sent;
        }

        void send() {
            try {
                channel.send(buffer, address);
                sent.incrementAndGet();
            } catch (IOException e) {
                if (!reported && running) {
                    reported = true;
                    report.accept(name + " to " + address.getHostString() + ":" + address.getPort()
                            + " cannot be sent (" + e.getMessage() + "); still trying");
                }
            }
        }
    }
}
