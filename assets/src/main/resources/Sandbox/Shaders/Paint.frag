#import "Common/ShaderLib/GLSLCompat.glsllib"

uniform float m_Shininess;

varying vec4 vLit;
#ifndef VERTEX_HIGHLIGHT
varying vec3 vNormal;
varying vec3 vHalf;
varying vec3 vSpec;
#endif
#ifdef LIVERY_EDGE
varying float vEdge;
varying vec3 vLitLower;
#endif

void main() {
#ifdef VERTEX_HIGHLIGHT
    gl_FragColor = vLit;
#else
    // The highlight per pixel: cos(normal, half vector) from the interpolated vectors, and
    // x^e taken as (1 - e (1 - x) / 4)^4, which matches it near the peak (both fall by e^-1
    // within (1 - x) = 1/e) with no exp or log in each pixel.
    float c = dot(vNormal, vHalf) * inversesqrt(dot(vNormal, vNormal) * dot(vHalf, vHalf));
    float s = max(1.0 - (1.0 - c) * m_Shininess * 0.25, 0.0);
    s *= s;
    vec3 lit = vLit.rgb;
#ifdef LIVERY_EDGE
    lit = vEdge < 0.0 ? vLitLower : lit;
#endif
    gl_FragColor = vec4(lit + vSpec * (s * s), vLit.a);
#endif
}
