package dev.sandbox.app.core.telemetry;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

/**
 * Where a telemetry stream goes: a host (name or address) and a UDP port, written
 * {@code HOST:PORT} ({@code [::1]:PORT} for an IPv6 address), the host resolved once when the
 * target is read.
 *
 * @param host the host as given (brackets of an IPv6 address removed)
 * @param port the UDP port (1 to 65535)
 * @param address the resolved address
 */
public record UdpTarget(String host, int port, InetSocketAddress address) {

    /** An example shown when a target cannot be read. */
    static final String EXAMPLE = "127.0.0.1:29997";

    /**
     * Reads {@code HOST:PORT} and resolves the host.
     *
     * @param text the target
     * @return the target
     * @throws IllegalArgumentException with one line saying what is wrong
     */
    public static UdpTarget parse(String text) {
        String t = text == null ? "" : text.strip();
        int colon = t.lastIndexOf(':');
        if (colon <= 0 || colon == t.length() - 1) {
            throw new IllegalArgumentException("'" + t + "' is not HOST:PORT (such as " + EXAMPLE + ")");
        }
        String host = t.substring(0, colon);
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        } else if (host.indexOf(':') >= 0) {
            throw new IllegalArgumentException("'" + t + "': write an IPv6 address in brackets, such as [::1]:29997");
        }
        int port;
        try {
            port = Integer.parseInt(t.substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + t + "': the port '" + t.substring(colon + 1) + "' is not a number");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("'" + t + "': the port " + port + " is not between 1 and 65535");
        }
        if (host.isEmpty()) {
            throw new IllegalArgumentException("'" + t + "' names no host (such as " + EXAMPLE + ")");
        }
        try {
            return new UdpTarget(host, port, new InetSocketAddress(InetAddress.getByName(host), port));
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("'" + t + "': the host '" + host + "' is unknown");
        }
    }

    /** @return HOST:PORT as it can be read back */
    @Override
    public String toString() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }
}
