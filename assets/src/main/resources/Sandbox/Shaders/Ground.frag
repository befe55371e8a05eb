#import "Common/ShaderLib/GLSLCompat.glsllib"

uniform sampler2D m_ColourMap;
uniform sampler2D m_DetailMap;
uniform vec4 m_FogColor;

varying vec2 mapUv;
varying vec2 tileUv;
varying float fog;

void main() {
    vec4 base = texture2D(m_ColourMap, mapUv);
    vec3 detail = texture2D(m_DetailMap, tileUv).rgb * 2.0;
    float grain = base.a < 0.25 ? detail.r : (base.a < 0.75 ? detail.g : detail.b);
    gl_FragColor = vec4(mix(m_FogColor.rgb, base.rgb * grain, fog), 1.0);
}
