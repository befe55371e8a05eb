package dev.sandbox.physics.replay;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Estimates the heap an object graph holds, for the replay buffer's memory figure: a 64-bit
 * JVM with compressed references (12-byte object header, 4-byte references, 16-byte array
 * header, sizes rounded up to 8 bytes). Static fields, classes and enum constants are not counted.
 */
public final class MemoryMeter {

    /** Heap of one recorded input change: the change record plus its input record (in bytes). */
    public static final long CHANGE_BYTES = 24 + 56 + 4;

    private MemoryMeter() {
    }

    /**
     * @param root the graph's root
     * @return estimated bytes of every object reachable from it
     */
    public static long deepSize(Object root) {
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(root);
        long total = 0;
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (o == null || seen.put(o, Boolean.TRUE) != null || o instanceof Class<?> || o instanceof Enum<?>) {
                continue;
            }
            Class<?> c = o.getClass();
            if (c.isArray()) {
                int n = Array.getLength(o);
                Class<?> e = c.getComponentType();
                total += align(16 + (long) n * width(e));
                if (!e.isPrimitive()) {
                    for (int i = 0; i < n; i++) {
                        todo.push(Array.get(o, i));
                    }
                }
                continue;
            }
            if (o instanceof Collection<?> col) {
                total += align(24 + 16 + 4L * col.size());
                col.forEach(todo::push);
                continue;
            }
            if (o instanceof Map<?, ?> m) {
                total += align(48 + 32L * m.size());
                m.forEach((k, v) -> {
                    todo.push(k);
                    todo.push(v);
                });
                continue;
            }
            long size = 12;
            for (Class<?> x = c; x != null && x != Object.class; x = x.getSuperclass()) {
                for (Field f : x.getDeclaredFields()) {
                    if (Modifier.isStatic(f.getModifiers())) {
                        continue;
                    }
                    size += width(f.getType());
                    if (!f.getType().isPrimitive() && !x.getName().startsWith("java.")) {
                        try {
                            f.setAccessible(true);
                            todo.push(f.get(o));
                        } catch (ReflectiveOperationException | RuntimeException ex) {
                            // an inaccessible platform field: counted by width only
                        }
                    }
                }
            }
            total += align(size);
        }
        return total;
    }

    private static long width(Class<?> t) {
        if (t == long.class || t == double.class) {
            return 8;
        }
        if (t == int.class || t == float.class) {
            return 4;
        }
        if (t == short.class || t == char.class) {
            return 2;
        }
        return t == byte.class || t == boolean.class ? 1 : 4;
    }

    private static long align(long n) {
        return (n + 7) & ~7L;
    }
}
