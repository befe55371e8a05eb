#import "Common/ShaderLib/GLSLCompat.glsllib"

uniform sampler2D m_SplatMap;
uniform sampler2D m_NormalMap;
uniform sampler2D m_GrassMap;
uniform sampler2D m_DirtMap;
uniform sampler2D m_AsphaltMap;
uniform float m_TileSize;
uniform vec2 m_WorldMin;
uniform float m_WorldSize;
uniform vec3 m_SunDirection;
uniform vec4 m_SunColor;
uniform vec4 m_AmbientColor;
uniform vec4 m_FogColor;
uniform float m_FogDensity;
uniform vec3 g_CameraPosition;

varying vec3 wPos;

void main() {
    vec2 mapUv = (wPos.xz - m_WorldMin) / m_WorldSize;
    vec4 splat = texture2D(m_SplatMap, mapUv);
    vec2 tile = wPos.xz / m_TileSize;
    vec2 tileFar = wPos.xz / (m_TileSize * 7.3);
    vec3 grass = texture2D(m_GrassMap, tile).rgb * (0.75 + 0.5 * texture2D(m_GrassMap, tileFar).g);
    vec3 dirt = texture2D(m_DirtMap, tile).rgb * (0.8 + 0.4 * texture2D(m_DirtMap, tileFar).r);
    vec3 asphalt = texture2D(m_AsphaltMap, tile * 0.5).rgb;
    vec3 albedo = grass * splat.r + dirt * splat.g + asphalt * splat.b;

    vec3 n = normalize(texture2D(m_NormalMap, mapUv).xyz * 2.0 - 1.0);
    float diffuse = max(dot(n, -normalize(m_SunDirection)), 0.0);
    vec3 lit = albedo * (m_AmbientColor.rgb + m_SunColor.rgb * diffuse);

    float d = distance(wPos, g_CameraPosition) * m_FogDensity;
    float fog = clamp(exp(-d * d), 0.0, 1.0);
    gl_FragColor = vec4(mix(m_FogColor.rgb, lit, fog), 1.0);
}
