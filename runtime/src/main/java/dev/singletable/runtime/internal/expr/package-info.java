/**
 * Conditions: the tree a typed {@code Condition} holds ({@link Expr}), its rendering into a
 * ConditionExpression with placeholders of its own ({@link ConditionRender}, for single writes and
 * for transaction actions), and the explanation of a failed one from the item it failed on
 * ({@link ConditionJudge}).
 *
 * <p>Internal: for generated code and the runtime only; not an API, changes between versions.
 */
package dev.singletable.runtime.internal.expr;
