package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.TableModel;
import java.util.List;

/**
 * What differs between {@code FollowRepository} and {@code FollowAsyncRepository}: the client, the
 * result types, which executor runs an operation, and how a refusal reaches the caller. The
 * operations themselves are the same code for both.
 */
enum Flavor {
  SYNC, ASYNC;

  ClassName repository(EdgeModel edge) {
    return this == SYNC ? edge.repositoryClass() : edge.asyncRepositoryClass();
  }

  ClassName table(TableModel table) {
    return this == SYNC ? table.className() : table.asyncClassName();
  }

  ClassName client() {
    return this == SYNC ? RuntimeTypes.CLIENT : RuntimeTypes.ASYNC_CLIENT;
  }

  /** {@code boolean} or {@code CompletableFuture<Boolean>}; {@code void} or {@code CompletableFuture<Void>}. */
  TypeName result(TypeName type) {
    if (this == SYNC) {
      return type;
    }
    TypeName boxed = type.equals(TypeName.VOID) ? ClassName.get(Void.class) : type.box();
    return ParameterizedTypeName.get(RuntimeTypes.COMPLETABLE_FUTURE, boxed);
  }

  /** {@code Stream<Follow>} or {@code SdkPublisher<Follow>}. */
  TypeName stream(TypeName element) {
    return ParameterizedTypeName.get(this == SYNC ? RuntimeTypes.STREAM : RuntimeTypes.SDK_PUBLISHER, element);
  }

  // context.sync().execute(Operations.delete(...)) or context.async().execute(Operations.delete(...))
  CodeBlock run(String executorMethod, CodeBlock operation) {
    return CodeBlock.of("context.$L().$L($L)", this == SYNC ? "sync" : "async", executorMethod, operation);
  }

  /** The method of a runtime {@code WriteBatch} or {@code GetBatch} that sends it: {@code execute} or {@code executeAsync}. */
  String runBatch() {
    return this == SYNC ? "execute" : "executeAsync";
  }

  // sync:  Arguments.requireItem(...); return context.sync().execute(...);
  // async: return AsyncCalls.future(() -> { Arguments.requireItem(...); return context.async().execute(...); });
  MethodSpec.Builder body(MethodSpec.Builder method, List<CodeBlock> checks, CodeBlock result, boolean returns) {
    return guarded(method, "future", checks, result, returns);
  }

  // sync:  Arguments.requireOptions(...); return context.sync().stream(...);
  // async: return AsyncCalls.publisher(() -> { Arguments.requireOptions(...); return context.async().stream(...); });
  MethodSpec.Builder streamBody(MethodSpec.Builder method, List<CodeBlock> checks, CodeBlock result) {
    return guarded(method, "publisher", checks, result, true);
  }

  /**
   * Javadoc for a refusal: a {@code @throws} clause, or what the future fails with. The condition's
   * continuation lines are indented for a {@code @throws} clause; a paragraph drops that indent.
   */
  String refusal(String exception, String condition) {
    return this == SYNC
        ? "@throws " + exception + " " + condition + "\n"
        : "<p>The future fails with {@link " + exception + "}\n" + condition.replace("\n    ", "\n") + ".\n";
  }

  private MethodSpec.Builder guarded(
      MethodSpec.Builder method, String guard, List<CodeBlock> checks, CodeBlock result, boolean returns) {
    if (this == SYNC) {
      checks.forEach(method::addStatement);
      return method.addStatement(returns ? "return $L" : "$L", result);
    }
    if (checks.isEmpty()) {
      return method.addStatement("return $T.$L(() ->$W$L)", RuntimeTypes.ASYNC_CALLS, guard, result);
    }
    method.beginControlFlow("return $T.$L(() ->", RuntimeTypes.ASYNC_CALLS, guard);
    checks.forEach(method::addStatement);
    return method.addStatement("return $L", result).addCode("$<});\n");
  }
}
