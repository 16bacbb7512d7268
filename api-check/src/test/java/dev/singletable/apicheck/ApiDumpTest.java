package dev.singletable.apicheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the dump records of classes compiled here, line for line, and what it leaves out. */
class ApiDumpTest {

  @TempDir
  Path folder;

  @Test
  void genericsThrowsModifiersAndConstantsAreRecorded() throws IOException {
    String dump = dump("p/Box.java", """
        package p;
        import java.io.IOException;
        import java.util.*;
        public abstract class Box<T extends Comparable<? super T>> implements Iterable<T> {
          public static final String NAME = "a \\"box\\"";
          public static final long LIMIT = 10L;
          public static final char MARK = '#';
          public static final boolean ON = true;
          protected final List<T> items = new ArrayList<>();
          protected Box() {}
          public abstract <R extends Number & Comparable<R>> Map<String, List<? extends R>> group(
              Collection<? super T> from, R... seeds) throws IOException, IllegalStateException;
          public static synchronized int count(int[][] grid) { return 0; }
          protected final void add(T item) {}
          public static <E extends Exception> void fail(E e) throws E { throw e; }
        }
        """);

    assertEquals("""
        public abstract class p.Box<T extends java.lang.Comparable<? super T>> implements java.lang.Iterable<T> {
          public static final long LIMIT = 10L
          public static final char MARK = '#'
          public static final java.lang.String NAME = "a \\"box\\""
          public static final boolean ON = true
          protected final java.util.List<T> items
          protected Box()
          protected final void add(T)
          public static int count(int[][])
          public static <E extends java.lang.Exception> void fail(E) throws E
          public abstract <R extends java.lang.Number & java.lang.Comparable<R>> java.util.Map<java.lang.String, java.util.List<? extends R>> group(java.util.Collection<? super T>, R...) throws java.io.IOException, java.lang.IllegalStateException
        }
        """, blocks(dump));
  }

  @Test
  void enumsRecordsInterfacesAnnotationsAndSealedTypesAreRecorded() throws IOException {
    String dump = dump(Map.of(
        "p/Level.java", """
            package p;
            public enum Level { LOW, HIGH, MIDDLE; public int weight() { return ordinal(); } }
            """,
        "p/Pair.java", """
            package p;
            public record Pair<A>(A left, java.util.List<A> right) implements Shape {
              public String name() { return "pair"; }
            }
            """,
        "p/Shape.java", """
            package p;
            public sealed interface Shape permits Pair, Dot {
              default int area() { return 0; }
              static Shape dot() { return new Dot(); }
              @Deprecated(since = "2", forRemoval = true)
              String name();
            }
            final class Dot implements Shape { public String name() { return "."; } }
            """,
        "p/Task.java", """
            package p;
            @FunctionalInterface
            public interface Task<T, X extends Exception> { T call() throws X; }
            """,
        "p/Tag.java", """
            package p;
            import java.lang.annotation.*;
            @Retention(RetentionPolicy.RUNTIME)
            @Target({ElementType.TYPE, ElementType.METHOD})
            public @interface Tag {
              String value() default "t\\n";
              int size() default 3;
              Level level() default Level.HIGH;
              Class<?> type() default Void.class;
              String[] names() default {"a", "b"};
              long[] limits() default {1L};
              Deprecated because() default @Deprecated(since = "1");
              String required();
            }
            """));

    assertEquals("""
        public enum p.Level {
          enum constant LOW
          enum constant HIGH
          enum constant MIDDLE
          public static p.Level valueOf(java.lang.String)
          public static p.Level[] values()
          public int weight()
        }

        public record p.Pair<A>(A left, java.util.List<A> right) implements p.Shape {
          public Pair(A, java.util.List<A>)
          public final boolean equals(java.lang.Object)
          public final int hashCode()
          public A left()
          public java.lang.String name()
          public java.util.List<A> right()
          public final java.lang.String toString()
        }

        public sealed interface p.Shape permits p.Dot, p.Pair {
          public default int area()
          public static p.Shape dot()
          @java.lang.Deprecated(forRemoval=true, since="2") public abstract java.lang.String name()
        }

        @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME) @java.lang.annotation.Target({java.lang.annotation.ElementType.TYPE, java.lang.annotation.ElementType.METHOD}) public @interface p.Tag {
          public abstract java.lang.Deprecated because() default @java.lang.Deprecated(since="1")
          public abstract p.Level level() default p.Level.HIGH
          public abstract long[] limits() default {1L}
          public abstract java.lang.String[] names() default {"a", "b"}
          public abstract java.lang.String required()
          public abstract int size() default 3
          public abstract java.lang.Class<?> type() default java.lang.Void.class
          public abstract java.lang.String value() default "t\\n"
        }

        @java.lang.FunctionalInterface public interface p.Task<T, X extends java.lang.Exception> {
          public abstract T call() throws X
        }
        """, blocks(dump));
  }

  @Test
  void whatCodeOutsideThePackageCannotReachIsLeftOut() throws IOException {
    String dump = dump(Map.of(
        "p/Open.java", """
            package p;
            import java.util.function.Supplier;
            public class Open implements Comparable<Open> {
              private int secret() { return 1; }
              int packageOnly() { return 2; }
              protected void hook() {}
              public int compareTo(Open other) { return 0; }
              public Supplier<String> lambda() { return () -> "x"; }
              public Object anonymous() { return new Object() {}; }
              protected static class Inner { public void run() {} protected void step() {} }
              private static class Hidden { public void run() {} }
              static class Near { public void run() {} }
            }
            """,
        "p/Closed.java", """
            package p;
            public final class Closed {
              protected void hook() {}
              protected static class Inner {}
              public enum Mode { ON { public String toString() { return "on"; } }, OFF }
            }
            """,
        "p/Quiet.java", """
            package p;
            class Quiet { public static class Loud { public void shout() {} } }
            """));

    assertEquals("""
        public final class p.Closed {
          public Closed()
        }

        public enum p.Closed.Mode {
          enum constant ON
          enum constant OFF
          public static p.Closed.Mode valueOf(java.lang.String)
          public static p.Closed.Mode[] values()
        }

        public class p.Open implements java.lang.Comparable<p.Open> {
          public Open()
          public java.lang.Object anonymous()
          public int compareTo(p.Open)
          protected void hook()
          public java.util.function.Supplier<java.lang.String> lambda()
        }

        protected static class p.Open.Inner {
          protected Inner()
          public void run()
          protected void step()
        }
        """, blocks(dump));
  }

  @Test
  void theOrderOfTheSourceDoesNotChangeTheDump() throws IOException {
    String one = dump("p/A.java", """
        package p;
        public class A { public int b; public int a; public void y() {} public void x(int i) {} public void x() {} }
        """);
    String other = dump("p/A.java", """
        package p;
        public class A { public void x() {} public int a; public void x(int i) {} public void y() {} public int b; }
        """);

    assertEquals(one, other);
  }

  @Test
  void onlyWhatModuleInfoExportsToEveryoneIsDumpedAndInternalPackagesAreTheContract() throws IOException {
    Path classes = Javac.compile(folder.resolve("classes"), Map.of(
        "module-info.java", "module m { exports p; exports p.internal.codec; exports q to java.sql; }",
        "p/Api.java", "package p; public class Api {}",
        "p/internal/codec/Keys.java", "package p.internal.codec; public final class Keys { public static String of(int id) { return null; } }",
        "q/Friend.java", "package q; public class Friend {}",
        "r/Hidden.java", "package r; public class Hidden {}"));

    List<ApiType> types = ApiReader.read(classes, Selection.exports(classes));

    assertEquals("""
        # m: the public and protected API of its compiled classes.
        # Written by api-check; every change goes into the commit that makes it, with a CHANGELOG
        # entry (CONTRIBUTING.md). After an intended change: mvn -B -pl api-check -am process-classes -Dapi.update

        # API: what users call

        public class p.Api {
          public Api()
        }

        # Generated-code contract: the exported internal packages that generated code calls; not a user API

        public final class p.internal.codec.Keys {
          public Keys()
          public static java.lang.String of(int)
        }
        """, ApiDump.text("m", types, null));
  }

  @Test
  void aSelectionOfClassesKeepsTheirNestedClassesOnly() throws IOException {
    Path classes = Javac.compile(folder.resolve("classes"), Map.of(
        "p/Main.java", "package p; public class Main { public static class Part {} }",
        "p/Other.java", "package p; public class Other {}"));

    List<ApiType> types = ApiReader.read(classes, new Selection(List.of("p"), Set.of("p.Main")));

    assertEquals(List.of("p.Main", "p.Main.Part"), types.stream().map(ApiType::name).toList());
  }

  private String dump(String path, String source) throws IOException {
    return dump(Map.of(path, source));
  }

  private String dump(Map<String, String> sources) throws IOException {
    Path classes = Javac.compile(folder.resolve("classes"), sources);
    return ApiDump.text("example", ApiReader.read(classes, new Selection(List.of("p"), Set.of())), null);
  }

  /** The dump without its comments: the blocks, separated by blank lines. */
  private static String blocks(String dump) {
    return dump.substring(dump.indexOf("\n\n", dump.indexOf("# API")) + 2);
  }
}
