/**
 * The runtime of singletable: the public API ({@code dev.singletable.runtime}: repositories' bases,
 * options, pages, settings, exceptions) and the packages of {@code dev.singletable.runtime.internal}
 * that generated code calls, exported only for it: they are not an API and change between versions.
 * The plan protocol ({@code internal.plan}) and cursors ({@code internal.cursor}) are not exported.
 */
@SuppressWarnings("requires-transitive-automatic")
module dev.singletable.runtime {
  requires transitive dev.singletable.layout;
  requires transitive software.amazon.awssdk.services.dynamodb;
  requires transitive software.amazon.awssdk.core;
  requires transitive software.amazon.awssdk.awscore;
  requires transitive org.reactivestreams;

  exports dev.singletable.runtime;
  uses dev.singletable.runtime.TableProvider;
  exports dev.singletable.runtime.internal;
  exports dev.singletable.runtime.internal.batch;
  exports dev.singletable.runtime.internal.codec;
  exports dev.singletable.runtime.internal.exec;
  exports dev.singletable.runtime.internal.expr;
  exports dev.singletable.runtime.internal.query;
  exports dev.singletable.runtime.internal.request;
  exports dev.singletable.runtime.internal.table;
  exports dev.singletable.runtime.internal.tx;
}
