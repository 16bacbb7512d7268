package dev.singletable.apicheck;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/** Small sources compiled in a test, as the modules' classes are: Java 17, into a classes folder. */
final class Javac {

  private Javac() {}

  /** Compiles {@code sources} (path, such as {@code p/Box.java}, to text) into {@code classes}, emptied first. */
  static Path compile(Path classes, Map<String, String> sources) throws IOException {
    if (Files.exists(classes)) {
      try (var files = Files.walk(classes)) {
        for (Path file : files.sorted((a, b) -> b.compareTo(a)).toList()) {
          Files.delete(file);
        }
      }
    }
    Files.createDirectories(classes);
    List<JavaFileObject> units = new ArrayList<>();
    sources.forEach((path, text) -> units.add(new SimpleJavaFileObject(URI.create("string:///" + path),
        JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    }));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter errors = new StringWriter();
    boolean ok = javac.getTask(errors, null, null, List.of("--release", "17", "-d", classes.toString()), null, units)
        .call();
    if (!ok) {
      throw new IllegalStateException("javac failed:\n" + errors);
    }
    return classes;
  }
}
