package dev.singletable.processor;

import com.google.auto.service.AutoService;
import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.read.ItemReader;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.validate.Reporter;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Generates typed keys, item mappers, repositories and table classes for {@code @Edge} and
 * {@code @Node} records.
 *
 * <p>Each round runs the same pipeline (see {@link Pipeline}):
 * <ol>
 *   <li><b>read</b> every {@code @Edge} and {@code @Node} type into a plain declaration ({@code read/});</li>
 *   <li><b>validate</b> it on its own, then the names it generates against every record of the
 *       compilation, then with the other records of its table, and print every finding at the
 *       narrowest place ({@code validate/});</li>
 *   <li><b>model</b> the records that are clean ({@code model/});</li>
 *   <li><b>generate</b> one file per output kind from the models only ({@code generate/}), then the
 *       table's model files ({@code export/}).</li>
 * </ol>
 * A record whose component types do not resolve yet is deferred by name to the next round. Tables
 * are generated once no record is deferred, because their checks need every record of the table.
 * The processor is aggregating (one table class is made from many records); see
 * {@code META-INF/gradle/incremental.annotation.processors}. It claims no annotations.
 *
 * <p>After a table's classes, it writes the table's model descriptor and the infrastructure exports
 * made from it into the class output, {@code META-INF/singletable/} ({@code export/}, {@link ModelFiles}).
 *
 * <p>Its options (see {@link Options}): {@code -Asingletable.async=true} adds the async repositories
 * and table classes, and {@code -Asingletable.exports=...} picks the exports (all by default); a value
 * an option does not know is an error, and nothing is generated. So is a compile class path without
 * singletable-runtime of the processor's own version, checked in the first round with records (see
 * {@link RuntimeCheck}).
 */
@AutoService(Processor.class)
public final class SingleTableProcessor extends AbstractProcessor {

  private final Function<TypeElement, ItemTypeDeclaration> reader;
  private final Function<Elements, Optional<String>> runtimeVersion;
  private RuntimeCheck runtimeCheck;
  private Pipeline pipeline;
  private Reporter reporter;
  private boolean badOptions;

  /** The processor javac loads. */
  public SingleTableProcessor() {
    this(ItemReader::read);
  }

  /** A processor with another reader: tests use it to check how failures inside the processor are reported. */
  SingleTableProcessor(Function<TypeElement, ItemTypeDeclaration> reader) {
    this(reader, RuntimeCheck::onClassPath);
  }

  /**
   * A processor that takes the runtime's version from {@code runtimeVersion} (empty: no runtime)
   * instead of the class path: tests use it to show the errors of a missing or mismatched runtime.
   */
  SingleTableProcessor(Function<TypeElement, ItemTypeDeclaration> reader,
      Function<Elements, Optional<String>> runtimeVersion) {
    this.reader = reader;
    this.runtimeVersion = runtimeVersion;
  }

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    reporter = Reporter.of(environment);
    Optional<Options> options = Options.read(environment.getOptions(), reporter);
    badOptions = options.isEmpty();
    runtimeCheck = new RuntimeCheck(runtimeVersion, ProcessorVersion.VERSION);
    pipeline = new Pipeline(environment, reader, reporter, options.orElse(Options.DEFAULTS));
  }

  @Override
  public Set<String> getSupportedOptions() {
    return Options.names();
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(Annotations.EDGE, Annotations.SOURCE, Annotations.TARGET, Annotations.ATTRIBUTE,
        Annotations.NODE, Annotations.NODE_ID, Annotations.COUNTER, Annotations.VERSION, Annotations.INDEX,
        Annotations.INDEX_LIST);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (!badOptions && runtimeCheck.allows(annotations, processingEnv.getElementUtils(), reporter)) {
      pipeline.round(annotations, round);
    }
    return false;
  }
}
