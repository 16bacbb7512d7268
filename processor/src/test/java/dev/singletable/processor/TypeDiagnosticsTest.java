package dev.singletable.processor;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The diagnostics on component types: each names the component, its type, and every supported type.
 * {@link Sources#follow} lays out the record.
 */
class TypeDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** The text of {@link Message#UNSUPPORTED_ATTRIBUTE_TYPE} for {@code component} of type {@code printed}. */
  static String unsupportedAttributeType(String component, String printed) {
    return "[SingletableUnsupportedAttributeType] An attribute component must be one of String, boolean, byte, short,"
        + " int, long, float, double (or their boxes), BigDecimal, BigInteger, Instant, LocalDate, UUID, an enum,"
        + " byte[], List<String>, Set<String>, Map<String, String>; " + component + " is " + printed + ". Change its"
        + " type, or store it in a supported form.";
  }

  @Covers(Message.UNSUPPORTED_ID_TYPE)
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "double                 | double",
      "java.time.Instant      | java.time.Instant",
      "Object                 | java.lang.Object",
      "java.util.List<String> | java.util.List<java.lang.String>"})
  void idOfAnUnsupportedType(String declared, String printed) {
    JavaFileObject source = Sources.follow(
        "@Edge.Source " + declared + " follower,",                                // line 8
        "@Edge.Target String followee");

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.UNSUPPORTED_ID_TYPE, source, 8, "[SingletableUnsupportedIdType] An id"
        + " component must be String, UUID, int, long or an enum; Follow.follower is " + printed + ". Change its type"
        + " to one of these.");
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
    JavaFileObject source = Sources.follow(
        "@Edge.Source String follower,",
        "@Edge.Target String followee,",
        declared + " note");                                                      // line 10

    Compilation compilation = Compiler.compile(processor, source);

    Expect.onlyError(compilation, Message.UNSUPPORTED_ATTRIBUTE_TYPE, source, 10,
        unsupportedAttributeType("Follow.note", printed));
    Expect.nothingGenerated(processor);
  }
}
