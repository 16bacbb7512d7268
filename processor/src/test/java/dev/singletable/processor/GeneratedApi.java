package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.AsyncListing;
import dev.singletable.runtime.Backfill;
import dev.singletable.runtime.ItemMapper;
import dev.singletable.runtime.ListOptions;
import dev.singletable.runtime.Listing;
import dev.singletable.runtime.Page;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The API of what a compilation generated, read by reflection from the class files javac wrote (the
 * test's records and the generated classes, loaded over the test's class path, which has the runtime),
 * so that a generation test says "the generated {@code FollowRepository} has {@code public long
 * recountUserFollowers(String to)}", or calls a generated key method, mapper or repository (on a
 * {@link RecordingDynamoDb}) and reads what it answers or would send, instead of looking for text in
 * the source. The text is the goldens' job ({@link GoldenFilesTest}).
 *
 * <p>A declaration reads as in Java source: modifiers, type parameters, the return type, the name and
 * the parameters with their names ({@link Compiler} compiles with {@code -parameters}), each type by its
 * simple name, nested types with their enclosing type's ({@code TicketEvent.Status}).
 */
final class GeneratedApi {
  private final Loader loader;

  private GeneratedApi(Loader loader) {
    this.loader = loader;
  }

  /** The classes of a compilation that succeeded. */
  static GeneratedApi of(Compilation compilation) {
    assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> compilation.diagnostics().toString());
    Map<String, JavaFileObject> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length(),
            path.length() - ".class".length());
        classes.put(name.replace('/', '.'), file);
      }
    }
    return new GeneratedApi(new Loader(classes));
  }

  /** The class of this binary name ({@code test.SocialTable$BatchWrite} for a nested one). */
  Api type(String binaryName) {
    try {
      return new Api(loader.loadClass(binaryName));
    } catch (ClassNotFoundException e) {
      throw new AssertionError(binaryName + " was not generated; the compilation wrote "
          + loader.classes.keySet().stream().sorted().toList(), e);
    }
  }

  /** A new instance of {@code binaryName} (a record, or a repository on a client) made by its constructor. */
  Object make(String binaryName, Object... arguments) {
    return type(binaryName).make(arguments);
  }

  /** Calls the public method {@code name} of {@code target}; what it throws is thrown as it is. */
  static Object invoke(Object target, String name, Object... arguments) {
    return new Api(target.getClass()).invoke(target, name, arguments);
  }

  /** Calls the public method {@code name} of {@code target} that returns a future, and joins it. */
  static Object join(Object target, String name, Object... arguments) {
    try {
      return ((CompletableFuture<?>) invoke(target, name, arguments)).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException cause ? cause : e;
    }
  }

  /** The generated mapper of the record {@code binaryName}: {@code <record>Mapper.INSTANCE}. */
  @SuppressWarnings("unchecked")
  ItemMapper<Object> mapper(String binaryName) {
    return (ItemMapper<Object>) type(binaryName + "Mapper").value("INSTANCE");
  }

  /**
   * The attributes the backfill of {@code repository} (made on a {@link RecordingDynamoDb}) sets on a
   * stored item, the item {@code stored} without any index key attribute, in one step.
   */
  List<String> backfilled(String repository, Map<String, AttributeValue> stored) {
    Map<String, AttributeValue> withoutIndexKeys = new HashMap<>(stored);
    withoutIndexKeys.keySet().removeIf(name -> name.startsWith("GSI") || name.startsWith("LSI"));
    RecordingDynamoDb db = new RecordingDynamoDb(request -> request instanceof ScanRequest
        ? ScanResponse.builder().items(List.of(withoutIndexKeys)).count(1).scannedCount(1).build() : null);
    boolean async = repository.contains("Async");
    Backfill backfill = (Backfill) invoke(make(repository, async ? db.asyncClient : db.client, "t"), "backfill");
    assertEquals(1, (async ? backfill.stepAsync(null, 10).join() : backfill.step(null, 10)).rewritten());
    UpdateItemRequest update = db.requests(UpdateItemRequest.class).get(0);
    assertEquals(stored.get("PK"), update.key().get("PK"));
    return update.expressionAttributeNames().values().stream().filter(name -> !name.equals("PK")).sorted().toList();
  }

  /** The first page of a {@link Listing}, or of an {@link AsyncListing} (joined), with these options. */
  static Page<?> page(Object listing, ListOptions options) {
    if (listing instanceof Listing<?> sync) {
      return sync.page(options);
    }
    try {
      return ((AsyncListing<?>) listing).page(options).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException cause ? cause : e;
    }
  }

  /** One compiled class. */
  static final class Api {
    private final Class<?> type;

    private Api(Class<?> type) {
      this.type = type;
    }

    Class<?> type() {
      return type;
    }

    /** Every public or protected method declared here named {@code name}, each as it is declared, sorted. */
    List<String> methods(String name) {
      return declared().filter(method -> method.getName().equals(name)).map(GeneratedApi::declaration).sorted()
          .toList();
    }

    /** Every public or protected method declared here, each as it is declared, sorted. */
    List<String> methods() {
      return declared().map(GeneratedApi::declaration).sorted().toList();
    }

    /** Every public method declared here as its name and parameter types: {@code followers(String, Range<Instant>)}. */
    List<String> publicSignatures() {
      return declared().filter(method -> Modifier.isPublic(method.getModifiers()))
          .map(method -> method.getName() + Arrays.stream(method.getGenericParameterTypes())
              .map(GeneratedApi::typeName).collect(Collectors.joining(", ", "(", ")")))
          .sorted().toList();
    }

    /** The names of the public or protected methods declared here. */
    List<String> methodNames() {
      return declared().map(Method::getName).distinct().sorted().toList();
    }

    /** The public or protected constructors, each as it is declared, sorted. */
    List<String> constructors() {
      return Arrays.stream(type.getDeclaredConstructors()).filter(GeneratedApi::visible)
          .map(GeneratedApi::declaration).sorted().toList();
    }

    /** The field {@code name} as it is declared, without its value: {@code private static final int SHARDS}. */
    String field(String name) {
      Field field = field0(name);
      String modifiers = Modifier.toString(field.getModifiers());
      return (modifiers.isEmpty() ? "" : modifiers + " ") + typeName(field.getGenericType()) + " " + name;
    }

    /** Every field declared here, each as {@link #field}, sorted. */
    List<String> fields() {
      return Arrays.stream(type.getDeclaredFields()).filter(field -> !field.isSynthetic())
          .map(field -> field(field.getName())).sorted().toList();
    }

    /** The value of the static field {@code name}, private or not. */
    Object value(String name) {
      Field field = field0(name);
      if (!Modifier.isStatic(field.getModifiers())) {
        fail(field + " is not static");
      }
      field.setAccessible(true);
      try {
        return field.get(null);
      } catch (IllegalAccessException e) {
        throw new AssertionError(e);
      }
    }

    /** Calls the static method {@code name} that takes these arguments; what it throws is thrown as it is. */
    Object call(String name, Object... arguments) {
      return invoke(null, name, arguments);
    }

    /** Calls the public method {@code name} of {@code target}, an instance of this class (public or not). */
    Object invoke(Object target, String name, Object... arguments) {
      List<Method> candidates = Arrays.stream(type.getMethods())
          .filter(method -> !method.isBridge() && method.getName().equals(name) && accepts(method, arguments)).toList();
      if (candidates.size() != 1) {
        fail(type.getSimpleName() + " has " + candidates.size() + " methods " + name + " that take "
            + Arrays.toString(arguments) + "; its methods named so: " + methods(name));
      }
      try {
        candidates.get(0).trySetAccessible();
        return candidates.get(0).invoke(target, arguments);
      } catch (InvocationTargetException e) {
        throw thrown(e);
      } catch (IllegalAccessException e) {
        throw new AssertionError(e);
      }
    }

    /** A new instance (a record, say) made by the constructor, public or not, that takes these arguments. */
    Object make(Object... arguments) {
      var candidates = Arrays.stream(type.getDeclaredConstructors()).filter(c -> accepts(c, arguments)).toList();
      if (candidates.size() != 1) {
        fail(type.getSimpleName() + " has " + candidates.size() + " constructors that take "
            + Arrays.toString(arguments));
      }
      try {
        candidates.get(0).setAccessible(true);
        return candidates.get(0).newInstance(arguments);
      } catch (InvocationTargetException e) {
        throw thrown(e);
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    }

    /**
     * An instance of this record with every component at a plain value of its type: 0 or false, an
     * enum's first constant, a string component's name, and null for any other type (a test's stand-in
     * for "some stored item").
     */
    Object sample() {
      Object[] components = Arrays.stream(type.getRecordComponents()).map(component -> {
        Class<?> componentType = component.getType();
        if (componentType.isPrimitive()) {
          return Array.get(Array.newInstance(componentType, 1), 0);
        }
        if (componentType == String.class) {
          return component.getName();
        }
        return componentType.isEnum() ? componentType.getEnumConstants()[0] : null;
      }).toArray();
      return make(components);
    }

    private Field field0(String name) {
      try {
        return type.getDeclaredField(name);
      } catch (NoSuchFieldException e) {
        throw new AssertionError(type.getName() + " has no field " + name + "; its fields: " + fields(), e);
      }
    }

    private Stream<Method> declared() {
      return Arrays.stream(type.getDeclaredMethods()).filter(method -> !method.isSynthetic() && visible(method));
    }

    @Override
    public String toString() {
      return type.getName() + " " + methods();
    }
  }

  /** What the called code threw: a runtime exception as it is, anything else as a failure. */
  private static RuntimeException thrown(InvocationTargetException e) {
    if (e.getCause() instanceof RuntimeException cause) {
      return cause;
    }
    throw new AssertionError(e.getCause());
  }

  private static boolean visible(Executable executable) {
    return Modifier.isPublic(executable.getModifiers()) || Modifier.isProtected(executable.getModifiers());
  }

  private static boolean accepts(Executable executable, Object[] arguments) {
    Class<?>[] types = executable.getParameterTypes();
    if (types.length != arguments.length) {
      return false;
    }
    for (int i = 0; i < types.length; i++) {
      Class<?> type = types[i].isPrimitive() ? boxed(types[i]) : types[i];
      if (arguments[i] != null && !type.isInstance(arguments[i])) {
        return false;
      }
    }
    return true;
  }

  private static Class<?> boxed(Class<?> primitive) {
    return Map.<Class<?>, Class<?>>of(int.class, Integer.class, long.class, Long.class, boolean.class,
        Boolean.class, double.class, Double.class, float.class, Float.class, short.class, Short.class,
        byte.class, Byte.class, char.class, Character.class).get(primitive);
  }

  /** {@code public static <T> List<T> name(Type1 a, Type2 b)}, or a constructor's {@code public Name(Type1 a)}. */
  private static String declaration(Executable executable) {
    int modifiers = executable.getModifiers()
        & (executable instanceof Method ? Modifier.methodModifiers() : Modifier.constructorModifiers());
    StringBuilder declaration = new StringBuilder(Modifier.toString(modifiers));
    if (executable.getTypeParameters().length > 0) {
      declaration.append(" <").append(Arrays.stream(executable.getTypeParameters()).map(variable -> {
        Type bound = variable.getBounds()[0];
        return variable.getName() + (bound == Object.class ? "" : " extends " + typeName(bound));
      }).collect(Collectors.joining(", "))).append(">");
    }
    if (executable instanceof Method method) {
      declaration.append(" ").append(typeName(method.getGenericReturnType())).append(" ").append(method.getName());
    } else {
      declaration.append(" ").append(executable.getDeclaringClass().getSimpleName());
    }
    Parameter[] parameters = executable.getParameters();
    Type[] types = executable.getGenericParameterTypes();
    // An inner class's constructor has an implicit outer parameter that the generic types leave out.
    int offset = parameters.length - types.length;
    declaration.append("(");
    for (int i = offset; i < parameters.length; i++) {
      if (!parameters[i].isNamePresent()) {
        fail(executable + " has no parameter names: compile with -parameters (Compiler does)");
      }
      String type = typeName(types[i - offset]);
      if (executable.isVarArgs() && i == parameters.length - 1) {
        type = type.substring(0, type.length() - 2) + "...";
      }
      declaration.append(i > offset ? ", " : "").append(type).append(" ").append(parameters[i].getName());
    }
    return declaration.append(")").toString().trim();
  }

  /** A type as a source file that imports it would spell it. */
  static String typeName(Type type) {
    if (type instanceof Class<?> type0) {
      if (type0.isArray()) {
        return typeName(type0.getComponentType()) + "[]";
      }
      return type0.getEnclosingClass() == null ? type0.getSimpleName()
          : typeName(type0.getEnclosingClass()) + "." + type0.getSimpleName();
    }
    if (type instanceof ParameterizedType parameterized) {
      return typeName(parameterized.getRawType()) + Arrays.stream(parameterized.getActualTypeArguments())
          .map(GeneratedApi::typeName).collect(Collectors.joining(", ", "<", ">"));
    }
    if (type instanceof WildcardType wildcard) {
      if (wildcard.getLowerBounds().length > 0) {
        return "? super " + typeName(wildcard.getLowerBounds()[0]);
      }
      Type upper = wildcard.getUpperBounds()[0];
      return upper == Object.class ? "?" : "? extends " + typeName(upper);
    }
    if (type instanceof GenericArrayType array) {
      return typeName(array.getGenericComponentType()) + "[]";
    }
    if (type instanceof TypeVariable<?> variable) {
      return variable.getName();
    }
    return type.getTypeName();
  }

  /** Loads the compilation's classes, and everything else from the test's class path. */
  private static final class Loader extends ClassLoader {
    private final Map<String, JavaFileObject> classes;

    Loader(Map<String, JavaFileObject> classes) {
      super(GeneratedApi.class.getClassLoader());
      this.classes = classes;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      JavaFileObject file = classes.get(name);
      if (file == null) {
        throw new ClassNotFoundException(name);
      }
      try (InputStream in = file.openInputStream()) {
        byte[] bytes = in.readAllBytes();
        return defineClass(name, bytes, 0, bytes.length);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
