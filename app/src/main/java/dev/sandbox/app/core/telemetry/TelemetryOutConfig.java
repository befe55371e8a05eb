package dev.sandbox.app.core.telemetry;

/**
 * Live telemetry out as the settings file and the command line set it: which streams go where,
 * how often, and with what options.
 *
 * @param outSim where OutSim packets go, or null when OutSim is off
 * @param outGauge where OutGauge packets go, or null when OutGauge is off
 * @param rateHz packets per second of each stream (1 to 1000)
 * @param outSimOpts LFS's "OutSim Opts" bits (see {@link OutSimOptions}): 0 for the classic
 *     OutSimPack, else the parts of OutSimPack2 sent
 * @param outSimId LFS's "OutSim ID": the packet's ID field (0 = none in the classic packet)
 * @param outGaugeId LFS's "OutGauge ID": when not 0, added at the end of each OutGauge packet
 */
public record TelemetryOutConfig(UdpTarget outSim, UdpTarget outGauge, double rateHz, int outSimOpts,
        int outSimId, int outGaugeId) {

    /** @return true when at least one stream is switched on */
    public boolean anyOn() {
        return outSim != null || outGauge != null;
    }

    /** @return one line saying what is sent where, for the start of a run */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        if (outSim != null) {
            sb.append("OutSim (Opts ").append(Integer.toHexString(outSimOpts)).append(", ")
                    .append(OutSimOptions.packetBytes(outSimOpts, outSimId)).append(" bytes) to ").append(outSim);
        }
        if (outGauge != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("OutGauge (")
                    .append(OutGaugeEncoder.packetBytes(outGaugeId)).append(" bytes) to ").append(outGauge);
        }
        return "live telemetry: " + sb + " at " + TelemetrySettings.number(rateHz) + " Hz";
    }
}
