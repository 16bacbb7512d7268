package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API package shows no internal type: no public or protected member (constructor, method,
 * field) of a public class of {@code dev.singletable.runtime} names a type of {@code
 * dev.singletable.runtime.internal} in its signature, type arguments included. What generated
 * subclasses hand their base classes is the opaque {@link Wiring}. A leak is named as {@code
 * Class.member(first internal type)}.
 */
class ApiSurfaceTest {
  private static final String API = "dev.singletable.runtime.";
  private static final String INTERNAL = "dev.singletable.runtime.internal.";


  @Test
  void noPublicSignatureOfTheApiNamesAnInternalType() throws Exception {
    Set<String> leaks = new TreeSet<>();
    for (Class<?> type : apiClasses()) {
      if (!Modifier.isPublic(type.getModifiers())) {
        continue;
      }
      for (Constructor<?> constructor : type.getDeclaredConstructors()) {
        check(type, constructor, "<init>", leaks);
      }
      for (Method method : type.getDeclaredMethods()) {
        check(type, method, method.getName(), leaks);
      }
      for (Field field : type.getDeclaredFields()) {
        if (visible(field.getModifiers())) {
          internal(field.getGenericType()).ifPresent(t -> leaks.add(name(type) + "." + field.getName() + "(" + t + ")"));
        }
      }
    }
    assertEquals(Set.of(), leaks, "internal types in public signatures of the API");
  }

  @Test
  void theCheckSeesALeak() throws Exception {
    Set<String> leaks = new TreeSet<>();
    check(Leaky.class, Leaky.class.getDeclaredMethod("context", List.class), "context", leaks);
    assertEquals(Set.of("ApiSurfaceTest$Leaky.context(TableContext)"), leaks);
  }

  /** A protected hook that takes an internal type in a type argument, as the old base classes did. */
  private abstract static class Leaky {
    protected abstract void context(List<dev.singletable.runtime.internal.exec.TableContext> contexts);
  }

  @Test
  void theCheckSeesTheApiClasses() throws Exception {
    List<String> names = apiClasses().stream().map(ApiSurfaceTest::name).toList();
    assertTrue(names.containsAll(List.of("EdgeRepository", "ListOptions", "Page", "Reshard")), names.toString());
  }

  private static void check(Class<?> type, Executable member, String name, Set<String> leaks) {
    if (!visible(member.getModifiers()) || member.isSynthetic()) {
      return;
    }
    List<Type> types = new ArrayList<>(List.of(member.getGenericParameterTypes()));
    types.addAll(List.of(member.getGenericExceptionTypes()));
    if (member instanceof Method method) {
      types.add(method.getGenericReturnType());
    }
    for (Type t : types) {
      Optional<String> internal = internal(t);
      if (internal.isPresent()) {
        leaks.add(name(type) + "." + name + "(" + internal.get() + ")");
        return;
      }
    }
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  /** The simple name of the first internal type in {@code type}, type arguments and bounds included. */
  private static Optional<String> internal(Type type) {
    if (type instanceof Class<?> c) {
      Class<?> element = c;
      while (element.isArray()) {
        element = element.getComponentType();
      }
      return element.getName().startsWith(INTERNAL)
          ? Optional.of(element.getName().substring(element.getName().lastIndexOf('.') + 1).replace('$', '.'))
          : Optional.empty();
    }
    Stream<Type> parts = Stream.empty();
    if (type instanceof ParameterizedType p) {
      parts = Stream.concat(Stream.of(p.getRawType()), Stream.of(p.getActualTypeArguments()));
    } else if (type instanceof GenericArrayType a) {
      parts = Stream.of(a.getGenericComponentType());
    } else if (type instanceof WildcardType w) {
      parts = Stream.concat(Stream.of(w.getUpperBounds()), Stream.of(w.getLowerBounds()));
    } else if (type instanceof TypeVariable<?> v) {
      parts = Stream.of(v.getBounds());
    }
    return parts.map(ApiSurfaceTest::internal).flatMap(Optional::stream).findFirst();
  }

  /** Every class of the API package, nested ones included, read from the compiled classes. */
  private static List<Class<?>> apiClasses() throws IOException, URISyntaxException, ClassNotFoundException {
    Path root = Path.of(Page.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path folder = root.resolve("dev/singletable/runtime");
    List<Class<?>> classes = new ArrayList<>();
    try (Stream<Path> files = Files.list(folder)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
        String simple = file.getFileName().toString().replace(".class", "");
        if (!simple.equals("package-info")) {
          classes.add(Class.forName(API + simple, false, Page.class.getClassLoader()));
        }
      }
    }
    return classes;
  }

  private static String name(Class<?> type) {
    return type.getName().substring(API.length());
  }
}
