package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.processor.validate.Message;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;

/**
 * Every {@link Message} has one negative test, marked {@link Covers}, and an entry in
 * {@code docs/diagnostics.md}.
 */
class DiagnosticsCoverageTest {

  @Test
  void everyMessageHasExactlyOneNegativeTest() throws Exception {
    List<Message> covered = new ArrayList<>();
    for (Method method : testMethods()) {
      Covers covers = method.getAnnotation(Covers.class);
      if (covers != null) {
        assertTrue(method.isAnnotationPresent(Test.class) || method.isAnnotationPresent(ParameterizedTest.class),
            method + " is marked @Covers but is not a test");
        assertTrue(covers.value().length == 1 || method.isAnnotationPresent(ParameterizedTest.class),
            method + " covers several messages but is not a parameterized test");
        covered.addAll(List.of(covers.value()));
      }
    }
    Set<Message> missing = EnumSet.allOf(Message.class);
    covered.forEach(missing::remove);
    assertEquals(Set.of(), missing, "messages without a @Covers test");
    assertEquals(Message.values().length, covered.size(), "a message has two @Covers tests: " + covered);
  }

  /**
   * Each message has a section and an example as javac prints it, which must match the message's
   * format (its values free; up to a line break in the format), so the docs cannot drift from the code.
   */
  @Test
  void everyMessageIsDocumentedAsPrinted() throws Exception {
    // Surefire runs in the processor module's folder.
    String docs = Files.readString(Path.of("..", "docs", "diagnostics.md"));
    Field formatField = Message.class.getDeclaredField("format");
    formatField.setAccessible(true);
    for (Message message : Message.values()) {
      assertTrue(docs.contains("\n### " + message.id() + "\n"), message.id() + " has no section");
      String format = ((String) formatField.get(message)).split("%n", -1)[0];
      StringBuilder regex = new StringBuilder(Pattern.quote("[" + message.id() + "] "));
      String[] literals = format.split("%[sd]", -1);
      for (int i = 0; i < literals.length; i++) {
        regex.append(i == 0 ? "" : ".+?").append(literals[i].isEmpty() ? "" : Pattern.quote(literals[i]));
      }
      assertTrue(Pattern.compile(regex.toString()).matcher(docs).find(),
          message.id() + ": no example in docs/diagnostics.md reads as the message does:\n  " + format);
    }
  }

  /** The methods of every class compiled from the test sources. */
  private static List<Method> testMethods() throws IOException, URISyntaxException, ClassNotFoundException {
    Path root = Path.of(DiagnosticsCoverageTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Path> classFiles;
    try (Stream<Path> files = Files.walk(root)) {
      classFiles = files.filter(f -> f.toString().endsWith(".class")).toList();
    }
    List<Method> methods = new ArrayList<>();
    for (Path file : classFiles) {
      String name = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
      Class<?> type = Class.forName(name.substring(0, name.length() - ".class".length()), false,
          DiagnosticsCoverageTest.class.getClassLoader());
      methods.addAll(List.of(type.getDeclaredMethods()));
    }
    assertTrue(methods.stream().anyMatch(m -> m.isAnnotationPresent(Covers.class)), "no test classes found in " + root);
    return methods;
  }
}
