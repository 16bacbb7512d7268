package dev.singletable.runtime.internal;

/**
 * The version of this singletable-runtime jar, for the processor's build-time check: generated code
 * calls the helpers of this package, which have no compatibility promise, so a processor compiles
 * only against a runtime of its own version ({@code SingletableRuntimeVersion}), and not at all
 * without one ({@code SingletableRuntimeMissing}). The processor reads {@link #VERSION} as a
 * constant through {@code javax.lang.model}, without loading this class.
 *
 * <p>Written from {@code src/main/java-templates} with the Maven project version when the runtime
 * is built; never edit the copy under {@code target/}.
 */
public final class RuntimeVersion {

  /** The Maven version of singletable-runtime, such as {@code 0.1.0}. */
  public static final String VERSION = "${project.version}";

  private RuntimeVersion() {}
}
