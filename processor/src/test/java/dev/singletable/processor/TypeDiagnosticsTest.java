package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The diagnostics on component types: each names the component, its type, and every supported type. */
class TypeDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  private static final String SUPPORTED_IDS = "String, UUID, int, long or an enum";
  private static final String SUPPORTED_ATTRIBUTES = "String, boolean, byte, short, int, long, float, double (or"
      + " their boxes), BigDecimal, BigInteger, Instant, LocalDate, UUID, an enum, byte[], List<String>, Set<String>,"
      + " Map<String, String>";

  @Covers(Message.UNSUPPORTED_ID_TYPE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "double                 | double",
      "java.time.Instant      | java.time.Instant",
      "Object                 | java.lang.Object",
      "java.util.List<String> | java.util.List<java.lang.String>"})
  void idOfAnUnsupportedType(String declared, String printed) {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source " + declared + " follower,",                            // line 7
        "    @Edge.Target String followee) {}");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.UNSUPPORTED_ID_TYPE, source, 7, "[SingletableUnsupportedIdType] An id component"
        + " must be " + SUPPORTED_IDS + "; Follow.follower is " + printed + ". Change its type to one of these.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.UNSUPPORTED_ATTRIBUTE_TYPE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Object                              | java.lang.Object",
      "java.util.List<Integer>             | java.util.List<java.lang.Integer>",
      "char                                | char",
      "java.util.Map<String, Integer>      | java.util.Map<java.lang.String,java.lang.Integer>",
      "java.util.Optional<String>          | java.util.Optional<java.lang.String>",
      "int[]                               | int[]"})
  void attributeOfAnUnsupportedType(String declared, String printed) {
    JavaFileObject source = JavaFileObjects.forSourceLines("test.Follow",
        "package test;",
        "",
        "import dev.singletable.annotations.Edge;",
        "",
        "@Edge(source = \"ACTOR\", target = \"TARGET\")",
        "record Follow(",
        "    @Edge.Source String follower,",
        "    @Edge.Target String followee,",
        "    " + declared + " note) {}");                                          // line 9

    Compilation compilation = Compiler.compile(processor, source);

    Expect.only(compilation, Message.UNSUPPORTED_ATTRIBUTE_TYPE, source, 9, "[SingletableUnsupportedAttributeType] An"
        + " attribute component must be one of " + SUPPORTED_ATTRIBUTES + "; Follow.note is " + printed + ". Change"
        + " its type, or store it in a supported form.");
    assertThat(compilation).hadErrorCount(1);
    Expect.nothingGenerated(processor);
  }
}
