package dev.singletable.processor;

/**
 * The version of this processor, which must be the version of the singletable-runtime that the
 * compilation sees (see {@link RuntimeCheck}).
 *
 * <p>Written from {@code src/main/java-templates} with the Maven project version when the processor
 * is built; never edit the copy under {@code target/}.
 */
final class ProcessorVersion {

  /** The Maven version of singletable-processor, such as {@code 0.1.0}. */
  static final String VERSION = "${project.version}";

  private ProcessorVersion() {}
}
