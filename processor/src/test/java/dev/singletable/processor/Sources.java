package dev.singletable.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The sources the processor tests compile. Every file has the same five-line header, so its body
 * starts on line {@value #BODY_LINE}:
 *
 * <pre>
 * 1  package (the package of the type);
 * 2
 * 3  import dev.singletable.annotations.Attribute;
 * 4  import dev.singletable.annotations.Edge;
 * 5
 * 6  (body)
 * </pre>
 */
final class Sources {

  /** The line on which the body of every source made here starts. */
  static final int BODY_LINE = 6;

  private Sources() {}

  /** The file of the type {@code qualifiedName}: the header, then {@code body} from line 6. */
  static JavaFileObject source(String qualifiedName, String... body) {
    return JavaFileObjects.forSourceLines(qualifiedName, lines(qualifiedName, body));
  }

  private static String[] lines(String qualifiedName, String... body) {
    List<String> lines = new ArrayList<>(List.of(
        "package " + qualifiedName.substring(0, qualifiedName.lastIndexOf('.')) + ";",
        "",
        "import dev.singletable.annotations.Attribute;",
        "import dev.singletable.annotations.Edge;",
        ""));
    lines.addAll(List.of(body));
    return lines.toArray(String[]::new);
  }

  /**
   * A valid record with these {@code @Edge} members, in its own file:
   *
   * <pre>
   * 6  &#64;Edge(edgeMembers)
   * 7  public record Name(&#64;Edge.Source String from, &#64;Edge.Target String to) {}
   * </pre>
   */
  static JavaFileObject edge(String qualifiedName, String edgeMembers) {
    return JavaFileObjects.forSourceLines(qualifiedName, edgeLines(qualifiedName, edgeMembers));
  }

  /** The lines of {@link #edge}, for a helper processor to write. */
  static String[] edgeLines(String qualifiedName, String edgeMembers) {
    String name = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    return lines(qualifiedName,
        "@Edge(" + edgeMembers + ")",
        "public record " + name + "(@Edge.Source String from, @Edge.Target String to) {}");
  }

  /**
   * test.Follow with these component lines, each indented by four spaces and the last closed with
   * {@code ") {}"}; each line carries its own comma:
   *
   * <pre>
   * 6  &#64;Edge(source = "ACTOR", target = "TARGET")
   * 7  record Follow(
   * 8      components[0]
   * 9      components[1] ...) {}
   * </pre>
   */
  static JavaFileObject follow(String... components) {
    List<String> body = new ArrayList<>(List.of("@Edge(source = \"ACTOR\", target = \"TARGET\")", "record Follow("));
    for (int i = 0; i < components.length; i++) {
      body.add("    " + components[i] + (i == components.length - 1 ? ") {}" : ""));
    }
    return source("test.Follow", body.toArray(String[]::new));
  }

  /**
   * A {@code @Node} source: the file of {@code qualifiedName} whose header imports every annotation
   * ({@code dev.singletable.annotations.*} and {@code Counter.End}) in the same five lines, so that
   * {@code body} starts on line {@value #BODY_LINE} too.
   */
  static JavaFileObject node(String qualifiedName, String... body) {
    List<String> lines = new ArrayList<>(List.of(
        "package " + qualifiedName.substring(0, qualifiedName.lastIndexOf('.')) + ";",
        "",
        "import dev.singletable.annotations.*;",
        "import dev.singletable.annotations.Counter.End;",
        ""));
    lines.addAll(List.of(body));
    return JavaFileObjects.forSourceLines(qualifiedName, lines.toArray(String[]::new));
  }

  /**
   * test.User in table Social with these component lines, laid out as {@link #follow}:
   *
   * <pre>
   * 6  &#64;Node(prefix = "USER", table = "Social")
   * 7  record User(
   * 8      components[0] ...) {}
   * </pre>
   */
  static JavaFileObject user(String... components) {
    List<String> body = new ArrayList<>(List.of("@Node(prefix = \"USER\", table = \"Social\")", "record User("));
    for (int i = 0; i < components.length; i++) {
      body.add("    " + components[i] + (i == components.length - 1 ? ") {}" : ""));
    }
    return node("test.User", body.toArray(String[]::new));
  }

  /** test.Follow in table Social, from USER to USER with inverted index GSI1, ids {@code from} and {@code to}. */
  static JavaFileObject socialFollow() {
    return edge("test.Follow", "source = \"USER\", target = \"USER\", invertedIndex = \"GSI1\", table = \"Social\"");
  }
}
