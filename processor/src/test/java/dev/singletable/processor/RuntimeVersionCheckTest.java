package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.annotations.Edge;
import dev.singletable.processor.read.ItemReader;
import dev.singletable.processor.validate.Message;
import java.io.File;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The processor generates only against singletable-runtime of its own version: a missing runtime,
 * or one of another version, is one error with no source file, printed once, and nothing is
 * generated. Every other processor test compiles with the runtime of the reactor, the matching case.
 */
class RuntimeVersionCheckTest {

  private static final String MISSING = "[SingletableRuntimeMissing] Generated code calls singletable-runtime,"
      + " but the compile class path has no dev.singletable.runtime.internal.RuntimeVersion (no"
      + " singletable-runtime, or one without a version). Add the dependency"
      + " dev.singletable:singletable-runtime:" + ProcessorVersion.VERSION + ", the processor's version.";

  private static String mismatch(String runtime) {
    return "[SingletableRuntimeVersion] The processor and singletable-runtime must have the same version; the"
        + " processor is " + ProcessorVersion.VERSION + ", but the runtime on the compile class path is " + runtime
        + ". Use dev.singletable:singletable-runtime:" + ProcessorVersion.VERSION
        + ", or import dev.singletable:singletable-bom to keep them together.";
  }

  /** The sample's Follow, Mute and User: three records, two kinds. */
  private static JavaFileObject[] sample() {
    return Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java",
        GoldenFilesTest.SOCIAL_DIR + "User.java");
  }

  private static RecordingProcessor seeing(Optional<String> runtimeVersion) {
    return new RecordingProcessor(new SingleTableProcessor(ItemReader::read, elements -> runtimeVersion));
  }

  @Covers(Message.RUNTIME_MISSING)
  @Test
  void withoutTheRuntimeItIsOneErrorAndNothingIsGenerated() {
    RecordingProcessor processor = seeing(Optional.empty());

    Compilation compilation = Compiler.compile(processor, sample());

    assertThat(compilation).failed();
    assertOnlyError(compilation, Message.RUNTIME_MISSING, MISSING);
    Expect.nothingGenerated(processor);
  }

  @Covers(Message.RUNTIME_VERSION)
  @Test
  void withAnotherRuntimeVersionItIsOneErrorAndNothingIsGenerated() {
    RecordingProcessor processor = seeing(Optional.of("0.0.9"));

    Compilation compilation = Compiler.compile(processor, sample());

    assertThat(compilation).failed();
    assertOnlyError(compilation, Message.RUNTIME_VERSION, mismatch("0.0.9"));
    Expect.nothingGenerated(processor);
  }

  /** A record that another processor generates reaches a second round with records: no second error. */
  @Test
  void theCheckRunsOncePerCompilation() {
    RecordingProcessor processor = seeing(Optional.of("0.0.9"));
    SourceWriter secondRound = SourceWriter.inFirstRound("test.Late", "package test;", "",
        "import dev.singletable.annotations.Edge;", "",
        "@Edge(source = \"A\", target = \"B\")",
        "record Late(@Edge.Source String a, @Edge.Target String b) {}");

    Compilation compilation = Compiler.compileWith(List.of(secondRound, processor), sample());

    assertOnlyError(compilation, Message.RUNTIME_VERSION, mismatch("0.0.9"));
    Expect.nothingGenerated(processor);
  }

  /** The real look-up: a RuntimeVersion among the sources wins over the runtime's on the class path. */
  @Test
  void readsTheVersionConstantOfTheRuntimeTheCompilationSees() {
    JavaFileObject otherRuntime = JavaFileObjects.forSourceLines(RuntimeCheck.VERSION_TYPE,
        "package dev.singletable.runtime.internal;",
        "",
        "public final class RuntimeVersion {",
        "  public static final String VERSION = \"0.\" + 9 + \".0\";",
        "}");
    RecordingProcessor processor = new RecordingProcessor();
    JavaFileObject[] sources = List.of(sample()[0], otherRuntime).toArray(JavaFileObject[]::new);

    Compilation compilation = Compiler.compile(processor, sources);

    assertOnlyError(compilation, Message.RUNTIME_VERSION, mismatch("0.9.0"));
    Expect.nothingGenerated(processor);
  }

  /**
   * The real look-up without the runtime jar: one error, where the generated code would have given
   * javac a "cannot find symbol" for each runtime type it names.
   */
  @Test
  void aClassPathWithoutTheRuntimeGivesOneErrorOnly() throws URISyntaxException {
    File annotations = new File(Edge.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    RecordingProcessor processor = new RecordingProcessor();

    Compilation compilation = javac().withProcessors(processor).withClasspath(List.of(annotations))
        .compile(sample());

    assertOnlyError(compilation, Message.RUNTIME_MISSING, MISSING);
    Expect.nothingGenerated(processor);
  }

  /**
   * Only a round with {@code @Edge} or {@code @Node} types runs the check: a stray marker alone is
   * reported as such, without the runtime.
   */
  @Test
  void withoutRecordsNothingIsChecked() {
    Compilation compilation = Compiler.compile(seeing(Optional.empty()),
        Sources.source("com.example.Plain", "record Plain(@Edge.Source String id) {}"));

    Expect.count(compilation, Message.STRAY_MARKER, 1);
    Expect.count(compilation, Message.RUNTIME_MISSING, 0);
  }

  private static void assertOnlyError(Compilation compilation, Message message, String text) {
    assertThat(compilation).hadErrorCount(1);
    Expect.count(compilation, message, 1);
    Diagnostic<? extends JavaFileObject> error = Expect.withId(compilation, message).get(0);
    assertEquals(text, error.getMessage(Locale.ROOT));
    assertNull(error.getSource(), "a class path has no source file");
  }
}
