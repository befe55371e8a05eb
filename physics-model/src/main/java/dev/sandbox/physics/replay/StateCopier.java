package dev.sandbox.physics.replay;

import dev.sandbox.physics.ground.Ground;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Copies the complete mutable state of a simulated vehicle: every object of its graph that can
 * change while it drives (wheels, powertrain, body, rider, ...) is duplicated field by field,
 * and what cannot change is shared: records (the project's value types: specs, snapshots,
 * inputs, vectors), enums, strings, boxed numbers, lambdas and the ground, which belongs to the
 * world and not to the vehicle. A copy stepped with the same inputs gives bit-identical states to
 * the original, because the model holds no other state (one thread, fixed step, no clocks).
 *
 * <p>It works on any vehicle kind without the kind knowing about it, so adding a kind needs no
 * replay code. Objects are created without running their constructors, like deserialisation.
 */
public final class StateCopier {

    private static final Map<Class<?>, List<Field>> FIELDS = new ConcurrentHashMap<>();
    private static final Map<Class<?>, Constructor<?>> MAKERS = new ConcurrentHashMap<>();

    private StateCopier() {
    }

    /**
     * @param root the object to copy (a vehicle)
     * @param <T> its type
     * @return a copy sharing no mutable object with the original
     * @throws IllegalStateException when the graph holds a kind of object this copier does not know
     */
    @SuppressWarnings("unchecked")
    public static <T> T copy(T root) {
        return (T) new StateCopier.Run().copy(root);
    }

    /** One copy: remembers what it has copied, so shared objects and cycles stay shared and cycles. */
    private static final class Run {
        private final IdentityHashMap<Object, Object> done = new IdentityHashMap<>();

        Object copy(Object o) {
            if (o == null || shared(o.getClass()) || o instanceof Ground) {
                return o;
            }
            Object seen = done.get(o);
            if (seen != null) {
                return seen;
            }
            Class<?> c = o.getClass();
            if (c.isArray()) {
                return copyArray(o, c);
            }
            if (c.getName().startsWith("java.")) {
                return copyCollection(o, c);
            }
            Object twin = allocate(c);
            done.put(o, twin);
            try {
                for (Field f : fields(c)) {
                    Class<?> t = f.getType();
                    if (t.isPrimitive()) {
                        f.set(twin, f.get(o));
                    } else {
                        f.set(twin, copy(f.get(o)));
                    }
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot copy " + c.getName() + ": " + e.getMessage(), e);
            }
            return twin;
        }

        private Object copyArray(Object o, Class<?> c) {
            int n = Array.getLength(o);
            Object twin = Array.newInstance(c.getComponentType(), n);
            done.put(o, twin);
            if (c.getComponentType().isPrimitive()) {
                System.arraycopy(o, 0, twin, 0, n);
            } else {
                for (int i = 0; i < n; i++) {
                    Array.set(twin, i, copy(Array.get(o, i)));
                }
            }
            return twin;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private Object copyCollection(Object o, Class<?> c) {
            Object twin;
            if (o instanceof EnumSet<?> s) {
                twin = s.clone();
            } else if (o instanceof List<?> l) {
                List<Object> t = new ArrayList<>(l.size());
                for (Object e : l) {
                    t.add(copy(e));
                }
                twin = c.getName().startsWith("java.util.ImmutableCollections") ? List.copyOf(t) : t;
            } else if (o instanceof Set<?> s && c.getName().startsWith("java.util.ImmutableCollections")) {
                twin = s; // immutable sets hold events and other enums
            } else if (o instanceof EnumMap<?, ?> m) {
                EnumMap t = new EnumMap(m);
                t.replaceAll((k, v) -> copy(v));
                twin = t;
            } else if (o instanceof HashMap<?, ?> m) {
                Map<Object, Object> t = new LinkedHashMap<>();
                m.forEach((k, v) -> t.put(copy(k), copy(v)));
                twin = t;
            } else {
                throw new IllegalStateException("cannot copy vehicle state held in a " + c.getName());
            }
            done.put(o, twin);
            return twin;
        }
    }

    private static boolean shared(Class<?> c) {
        return c.isRecord() || c.isEnum() || c.isSynthetic() || c.isHidden() || c == String.class
                || Number.class.isAssignableFrom(c) && c.getName().startsWith("java.lang.")
                || c == Boolean.class || c == Character.class || c == Class.class
                || c.getEnclosingClass() != null && c.getEnclosingClass().isEnum();
    }

    private static List<Field> fields(Class<?> c) {
        return FIELDS.computeIfAbsent(c, k -> {
            List<Field> all = new ArrayList<>();
            for (Class<?> x = k; x != null && x != Object.class; x = x.getSuperclass()) {
                for (Field f : x.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        f.setAccessible(true);
                        all.add(f);
                    }
                }
            }
            return List.copyOf(all);
        });
    }

    private static Object allocate(Class<?> c) {
        try {
            return MAKERS.computeIfAbsent(c, k -> {
                try {
                    Constructor<?> base = Object.class.getDeclaredConstructor();
                    Constructor<?> m = sun.reflect.ReflectionFactory.getReflectionFactory()
                            .newConstructorForSerialization(k, base);
                    m.setAccessible(true);
                    return m;
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException(e);
                }
            }).newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot copy " + c.getName() + ": " + e.getMessage(), e);
        }
    }
}
