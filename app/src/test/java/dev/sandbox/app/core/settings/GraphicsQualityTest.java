package dev.sandbox.app.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The graphics presets: which renderer strings start at which preset, the preset's words, and how
 * the preset meets the settings file and the command line (the multisampling follows the preset
 * until {@code graphics.msaa} is set).
 */
class GraphicsQualityTest {

    @Test
    void softwareRenderersStartLowAndGraphicsCardsMedium() {
        // GL_RENDERER strings as the drivers report them
        for (String software : List.of("llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "SWR (LLVM 12.0.0, 256 bits)",
                "Google SwiftShader", "Software Rasterizer", "GDI Generic", "Microsoft Basic Render Driver")) {
            assertEquals(GraphicsQuality.LOW, GraphicsQuality.forRenderer(software), software);
        }
        for (String card : List.of("NVIDIA H200/PCIe/SSE2", "AMD Radeon RX 6800 XT (radeonsi, navi21, LLVM 15.0.6)",
                "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "Apple M2")) {
            assertEquals(GraphicsQuality.MEDIUM, GraphicsQuality.forRenderer(card), card);
        }
        assertEquals(GraphicsQuality.LOW, GraphicsQuality.forRenderer(null), "no renderer named");
        assertEquals(GraphicsQuality.LOW, GraphicsQuality.forRenderer(" "), "an empty name");
    }

    @Test
    void onlyMediumAndHighDrawShadowMapsAndHighDrawsFinerOnes() {
        assertFalse(GraphicsQuality.LOW.shadowMaps());
        assertTrue(GraphicsQuality.MEDIUM.shadowMaps());
        assertTrue(GraphicsQuality.HIGH.shadowMapSize() > GraphicsQuality.MEDIUM.shadowMapSize());
        assertTrue(GraphicsQuality.HIGH.shadowSplits() > GraphicsQuality.MEDIUM.shadowSplits());
        assertTrue(GraphicsQuality.HIGH.msaa() > GraphicsQuality.MEDIUM.msaa());
        assertEquals(0, GraphicsQuality.LOW.msaa());
        for (GraphicsQuality q : GraphicsQuality.values()) {
            assertEquals(q, GraphicsQuality.parse(q.key()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphicsQuality.parse("ultra"));
        assertEquals("'ultra' is not low, medium or high", e.getMessage());
    }

    @Test
    void thePresetGivesTheMultisamplingUntilTheFileOrTheCommandLineSetsIt() throws Exception {
        Path file = Files.createTempDirectory("settings").resolve("settings.properties");
        GraphicsSettings s = GraphicsSettings.load(file, line -> { });
        assertFalse(s.saved("graphics.quality"), "a first start: no preset chosen yet");
        assertEquals(GraphicsQuality.LOW, s.quality());
        assertEquals(0, s.msaa());
        s.choose("graphics.quality", "high");
        assertTrue(s.saved("graphics.quality"));
        assertEquals(GraphicsQuality.HIGH.msaa(), s.msaa(), "the preset's multisampling");
        s.override("graphics.quality", "medium");
        assertEquals(GraphicsQuality.MEDIUM, s.quality(), "--quality for this run");
        assertEquals(GraphicsQuality.MEDIUM.msaa(), s.msaa());
        s.override("graphics.msaa", "8");
        assertEquals(8, s.msaa(), "--msaa wins over the preset");
        s.save();

        List<String> problems = new ArrayList<>();
        GraphicsSettings r = GraphicsSettings.load(file, problems::add);
        assertEquals(List.of(), problems);
        assertEquals(GraphicsQuality.HIGH, r.quality(), "the chosen preset is saved, the run's override is not");
        assertEquals(GraphicsQuality.HIGH.msaa(), r.msaa(), "nor the run's multisampling");
        r.set("graphics.msaa", "0");
        assertEquals(0, r.msaa(), "a multisampling set in the file wins over the preset");

        Files.writeString(file, "graphics.quality = ultra\n");
        GraphicsSettings bad = GraphicsSettings.load(file, problems::add);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(file + ":1: graphics.quality: "), problems.get(0));
        assertEquals(GraphicsQuality.LOW, bad.quality(), "the default kept");
    }
}
