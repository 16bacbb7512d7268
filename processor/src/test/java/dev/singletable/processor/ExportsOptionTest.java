package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code -Asingletable.exports}: which infrastructure exports are written beside each table's model
 * descriptor, which is always written; every format by default. An unknown format is an error and
 * nothing is written, sources included; so is a model file that cannot be written, and then no model
 * file is. Compiled as users do, on the sample's records.
 */
class ExportsOptionTest {
  private static final String DESCRIPTOR = "CLASS_OUTPUT:META-INF/singletable/dev.singletable.samples.social.SocialTable";
  private static final String SERVICES = "CLASS_OUTPUT:META-INF/services/dev.singletable.runtime.TableProvider";
  private static final List<String> EXPORTS = List.of("cloudformation.json", "cloudformation.yaml", "terraform.tf",
      "cdk.ts", "SocialTableCdk.java", "workbench.json", "access-patterns.md");

  private final RecordingProcessor processor = new RecordingProcessor();
  private final JavaFileObject[] sample = Compiler.samples(GoldenFilesTest.SOCIAL_DIR + "Follow.java",
      GoldenFilesTest.SOCIAL_DIR + "Mute.java", GoldenFilesTest.SOCIAL_DIR + "User.java");

  private Compilation compile(String... options) {
    return Compiler.compileAsUsers(List.of(processor), List.of(options), sample);
  }

  @ParameterizedTest(name = "[{0}]")
  @ValueSource(strings = {"", "-Asingletable.exports=all", "-Asingletable.exports=ALL", "-Asingletable.exports=none,all"})
  void byDefaultOrWithAllEveryExportIsWrittenAfterTheDescriptor(String option) {
    Compilation compilation = option.isEmpty() ? compile() : compile(option);

    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(files(EXPORTS), processor.resourcePaths());
  }

  @Test
  void aListWritesTheFormatsItNamesInAnyCaseAndOrder() {
    Compilation compilation = compile("-Asingletable.exports= Workbench ,terraform,terraform");

    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(files(List.of("terraform.tf", "workbench.json")), processor.resourcePaths());
  }

  @Test
  void noneWritesTheDescriptorAlone() {
    Compilation compilation = compile("-Asingletable.exports=none");

    assertThat(compilation).succeededWithoutWarnings();
    assertEquals(List.of(DESCRIPTOR + ".json", SERVICES), processor.resourcePaths());
  }

  /** Not a place in a source: the error names no file; nothing is written, not even the sources. */
  @Covers(Message.UNKNOWN_EXPORT)
  @Test
  void anUnknownFormatIsAnErrorAndNothingIsWritten() {
    Compilation compilation = compile("-Asingletable.exports=terraform,cloudformation");

    assertThat(compilation).failed();
    Expect.count(compilation, Message.UNKNOWN_EXPORT, 1);
    Diagnostic<? extends JavaFileObject> error = Expect.withId(compilation, Message.UNKNOWN_EXPORT).get(0);
    assertEquals("[SingletableUnknownExport] -Asingletable.exports takes a comma-separated list of export formats"
        + " out of cloudformation-json, cloudformation-yaml, terraform, cdk-typescript, cdk-java, workbench,"
        + " access-patterns, all, none; 'cloudformation' is not one of them. Name only these (e.g."
        + " -Asingletable.exports=cloudformation-yaml,workbench), or leave the option out to write them all.",
        error.getMessage(Locale.ROOT));
    assertNull(error.getSource(), "an option has no source file");
    Expect.nothingGenerated(processor);
  }

  @Test
  void theOptionAloneNamesNoFormatAndIsAnError() {
    Compilation compilation = compile("-Asingletable.exports");

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("'' is not one of them");
    Expect.nothingGenerated(processor);
  }

  /**
   * Every model file is made before any is written, and created before any is written to: one that the
   * Filer refuses is an error on the table's first record, and no model file is written.
   */
  @Covers(Message.MODEL_FILE_FAILED)
  @Test
  void aModelFileThatCannotBeWrittenIsAnErrorAndNoModelFileIsWritten() {
    processor.failResources("cloudformation.yaml");

    Compilation compilation = compile();

    assertThat(compilation).failed();
    Expect.onlyError(compilation, Message.MODEL_FILE_FAILED, sample[0], 22, "[SingletableModelFileFailed] The model"
        + " files of table Social go to the class output, but"
        + " META-INF/singletable/dev.singletable.samples.social.SocialTable/cloudformation.yaml could not be written:"
        + " No space left on device. Make the class output directory (javac -d; Maven's target/classes) writable"
        + " with room to spare, and let no other annotation processor write that file.");
    assertEquals(List.of(), processor.resourcePaths());
  }

  /** The descriptor, then the exports, then (once the last round is over) the table providers' service file. */
  private static List<String> files(List<String> exports) {
    return Stream.of(Stream.of(DESCRIPTOR + ".json"), exports.stream().map(file -> DESCRIPTOR + "/" + file),
        Stream.of(SERVICES)).flatMap(s -> s).toList();
  }
}
