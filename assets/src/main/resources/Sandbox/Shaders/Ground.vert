#import "Common/ShaderLib/GLSLCompat.glsllib"

uniform mat4 g_WorldViewProjectionMatrix;
uniform mat4 g_WorldMatrix;
uniform vec3 g_CameraPosition;
uniform vec2 m_WorldMin;
uniform float m_WorldSize;
uniform float m_TileSize;
uniform float m_FogDensity;

attribute vec3 inPosition;

varying vec2 mapUv;
varying vec2 tileUv;
varying float fog;

void main() {
    vec3 wPos = (g_WorldMatrix * vec4(inPosition, 1.0)).xyz;
    mapUv = (wPos.xz - m_WorldMin) / m_WorldSize;
    tileUv = wPos.xz / m_TileSize;
    float d = distance(wPos, g_CameraPosition) * m_FogDensity;
    fog = clamp(exp(-d * d), 0.0, 1.0);
    gl_Position = g_WorldViewProjectionMatrix * vec4(inPosition, 1.0);
}
