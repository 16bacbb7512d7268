/**
 * The runtime of singletable: the public API ({@code dev.singletable.runtime}: repositories' bases,
 * options, pages, settings, exceptions) and {@code dev.singletable.runtime.internal}, exported only
 * because generated code calls it: it is not an API, and it changes between versions.
 */
@SuppressWarnings("requires-transitive-automatic")
module dev.singletable.runtime {
  requires transitive dev.singletable.layout;
  requires transitive software.amazon.awssdk.services.dynamodb;
  requires transitive software.amazon.awssdk.core;
  requires transitive software.amazon.awssdk.awscore;
  requires transitive org.reactivestreams;

  exports dev.singletable.runtime;
  exports dev.singletable.runtime.internal;
}
