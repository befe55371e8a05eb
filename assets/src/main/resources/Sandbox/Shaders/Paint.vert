#import "Common/ShaderLib/GLSLCompat.glsllib"

uniform mat4 g_WorldViewProjectionMatrix;
uniform mat4 g_WorldViewMatrix;
uniform mat4 g_ViewMatrix;
uniform mat3 g_NormalMatrix;
uniform vec4 g_LightColor;
uniform vec4 g_LightPosition;
uniform vec4 g_AmbientLightColor;
uniform vec4 m_Diffuse;
uniform vec4 m_Specular;
uniform vec4 m_FogColor;
uniform float m_FogDensity;

attribute vec3 inPosition;
attribute vec3 inNormal;
#ifdef VERTEX_COLOR
attribute vec4 inColor;
#endif
#ifdef LIVERY_EDGE
uniform vec4 m_LowerColor;
attribute float inTexCoord2;
varying float vEdge;
varying vec3 vLitLower;
#endif

#ifdef VERTEX_HIGHLIGHT
uniform float m_Shininess;
#else
varying vec3 vNormal;
varying vec3 vHalf;
varying vec3 vSpec;
#endif
varying vec4 vLit;

void main() {
    vec4 pos = vec4(inPosition, 1.0);
    vec3 wvPos = (g_WorldViewMatrix * pos).xyz;
    vec3 normal = normalize(g_NormalMatrix * inNormal);
    // Light type in the colour's w: 0 directional (position = direction), otherwise a point
    // (spot lights are lit as points: the vehicles have none).
    vec3 toLight;
    if (g_LightColor.w < 0.5) {
        toLight = -(g_ViewMatrix * vec4(g_LightPosition.xyz, 0.0)).xyz;
    } else {
        toLight = (g_ViewMatrix * vec4(g_LightPosition.xyz, 1.0)).xyz - wvPos;
    }
    vec3 l = normalize(toLight);
    vec3 halfVec = normalize(l + normalize(-wvPos));
    vec4 base = m_Diffuse;
#ifdef VERTEX_COLOR
    base *= inColor;
#endif
    // Diffuse changes slowly over a panel: per vertex. Additive passes (a second light) carry
    // no ambient, and the fog only dims them.
    float d = length(wvPos) * m_FogDensity;
    float fog = clamp(exp(-d * d), 0.0, 1.0);
    vec3 fogColour = m_FogColor.rgb * step(0.001, dot(g_AmbientLightColor.rgb, vec3(1.0)));
    float diffuse = max(dot(normal, l), 0.0);
    vec3 light = g_AmbientLightColor.rgb + g_LightColor.rgb * diffuse;
    vLit = vec4(mix(fogColour, base.rgb * light, fog), base.a);
#ifdef LIVERY_EDGE
    vEdge = inTexCoord2;
    vLitLower = mix(fogColour, m_Diffuse.rgb * m_LowerColor.rgb * light, fog);
#endif
    // No highlight on a face turned from the light.
    vec3 spec = m_Specular.rgb * g_LightColor.rgb * (fog * clamp(diffuse * 8.0, 0.0, 1.0));
#ifdef VERTEX_HIGHLIGHT
    vLit.rgb += spec * pow(max(dot(normal, halfVec), 0.0), m_Shininess);
#else
    vNormal = normal;
    vHalf = halfVec;
    vSpec = spec;
#endif
    gl_Position = g_WorldViewProjectionMatrix * pos;
}
